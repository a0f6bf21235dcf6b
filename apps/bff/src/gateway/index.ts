export { GatewayModule } from './gateway.module';
export { TokenCookieMiddleware } from './token-cookie.middleware';
