export { UserCard } from './components/UserCard';
export type { UserCardProps } from './components/UserCard';
export { personFromRow, personFromDetail, type CardPerson } from './lib/person';
export { PasswordForm } from './components/PasswordForm';
export type { PasswordValues } from './queries';
