export { AuthTokens } from './auth-tokens';
export { AuthModule } from './auth.module';
export { LOGIN_CLOCK } from './credentials';
export { UserRepository, groupPathsOfUser } from './user.repository';
