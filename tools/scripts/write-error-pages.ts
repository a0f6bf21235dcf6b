import { writeErrorPages } from '@timber/testing';

/**
 * `node -r @swc-node/register tools/scripts/write-error-pages.ts <built web app>`: the envelopes of
 * the web server's own answers (docker/nginx/default.conf.template serves them from `.errors/`),
 * every language, next to the built app. The image's web build runs it; `npm start` and the
 * browser tests write them when they start nginx.
 */
const [root] = process.argv.slice(2);
if (!root) {
  console.error('usage: write-error-pages.ts <the built web app, e.g. dist/apps/web>');
  process.exit(2);
}
writeErrorPages(root);
