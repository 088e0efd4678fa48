// The 2027 return's read for the routes and the prints (passed through from the repository).
export { return2027Of } from './return-2027.repo';
