import { z } from 'zod';

/**
 * Every schema message is a short code ('required', 'invalid', …) or a full i18n key
 * ('error.mera.required'); `fieldErrorKey` turns an issue into the key the client translates.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
    // past the safe-integer range of a JavaScript number: the magnitude is too large (bounds.ts)
    if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'int') return 'too-large';
    if (issue.code === 'too_small') {
      if (issue.origin === 'string' || issue.origin === 'array') return 'required';
      return Number(issue.minimum) <= 1 ? 'greater-than-0' : 'too-small';
    }
    if (issue.code === 'too_big') return issue.origin === 'string' ? 'too-long' : 'too-big';
    if (issue.code === 'unrecognized_keys') return 'unknown';
    return 'invalid';
  },
});

export { z };
