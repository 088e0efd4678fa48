/** What other features use of this one: its one public entry (lint: import-x/no-restricted-paths). */
export { artGrupaComboSource } from './api';
export { ArticleTypeSelect, pickArticleType, useArticleTypes } from './article-types';
