// The VAT returns' reads for the routes and the prints (passed through from the repository).
export { return2027Of } from './return-2027.repo';
