// docs/events.md, generated from the event catalogue (libs/contracts/src/events/<context>.events.ts)
// and the consumers' subscriptions (apps/*/src): `npm run docs:events` writes it,
// tools/scripts/events-doc.spec.ts fails when it is stale.
import { EVENT_CATALOGUE, type EventEntry, type EventType, topicOf } from '@timber/contracts';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';

/** What the docs say of one consumer group. */
export interface ConsumerDeclaration {
  /** the app it runs in, e.g. `orders` */
  service: string;
  group: string;
  topics: string[];
  types: string[];
  className: string;
  /** its file, from the repository's root */
  file: string;
}

export const EVENTS_DOC = 'docs/events.md';
export const REGENERATE = 'npm run docs:events';

/** The bases a consumer class extends, each taking its subscription first. */
const CONSUMER_BASES = new Set(['inboxConsumer', 'eventConsumer', 'groupedConsumer']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    }
    return /\.ts$/.test(entry.name) && !/\.(spec|int-spec|e2e-spec)\.ts$/.test(entry.name) ? [path] : [];
  });

const where = (file: ts.SourceFile, node: ts.Node): string =>
  `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;

/** `{ … } as const satisfies EventSubscription` → the object literal. */
function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** The subscription a consumer names, read from its `const` in the same file (literals only). */
function subscriptionOf(
  file: ts.SourceFile,
  argument: ts.Expression | undefined,
): Pick<ConsumerDeclaration, 'group' | 'topics' | 'types'> {
  if (!argument || !ts.isIdentifier(argument)) {
    throw new Error(`${where(file, argument ?? file)}: name the subscription by a const of this file`);
  }
  let literal: ts.ObjectLiteralExpression | undefined;
  file.forEachChild(function find(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === argument.text) {
      const value = node.initializer && unwrap(node.initializer);
      literal = value && ts.isObjectLiteralExpression(value) ? value : undefined;
    }
    node.forEachChild(find);
  });
  if (!literal) {
    throw new Error(`${where(file, argument)}: ${argument.text} is not an object literal of this file`);
  }
  const property = (name: string): ts.Expression | undefined => {
    const found = literal?.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
    );
    return found && unwrap(found.initializer);
  };
  const strings = (name: string): string[] => {
    const value = property(name);
    if (!value || !ts.isArrayLiteralExpression(value) || !value.elements.every(ts.isStringLiteral)) {
      throw new Error(`${where(file, literal ?? file)}: its ${name} must be an array of string literals`);
    }
    return value.elements.map((element) => (element as ts.StringLiteral).text);
  };
  const group = property('group');
  if (!group || !ts.isStringLiteral(group)) {
    throw new Error(`${where(file, literal)}: its group must be a string literal`);
  }
  return { group: group.text, topics: strings('topics'), types: strings('types') };
}

/** The subscription argument of `extends inboxConsumer(SUBSCRIPTION, …)` or `@OnEvent(SUBSCRIPTION)`. */
function consumerArgument(node: ts.ClassDeclaration): ts.Expression | null | undefined {
  for (const clause of node.heritageClauses ?? []) {
    for (const type of clause.types) {
      const call = type.expression;
      if (
        ts.isCallExpression(call) &&
        ts.isIdentifier(call.expression) &&
        CONSUMER_BASES.has(call.expression.text)
      ) {
        return call.arguments[0];
      }
    }
  }
  for (const member of node.members) {
    for (const decorator of ts.canHaveDecorators(member) ? (ts.getDecorators(member) ?? []) : []) {
      const call = decorator.expression;
      if (
        ts.isCallExpression(call) &&
        ts.isIdentifier(call.expression) &&
        call.expression.text === 'OnEvent'
      ) {
        return call.arguments[0];
      }
    }
  }
  return null;
}

/** Every consumer of the apps: a class extending a consumer base, or with an @OnEvent handler. */
export function findConsumers(root: string): ConsumerDeclaration[] {
  const consumers: ConsumerDeclaration[] = [];
  for (const service of readdirSync(join(root, 'apps')).sort()) {
    const src = join(root, 'apps', service, 'src');
    let files: string[];
    try {
      files = sourceFiles(src);
    } catch {
      continue; // an app without sources
    }
    for (const path of files.sort()) {
      const text = readFileSync(path, 'utf8');
      if (!/\b(inboxConsumer|eventConsumer|groupedConsumer)\b|@OnEvent\b/.test(text)) {
        continue;
      }
      const file = ts.createSourceFile(relative(root, path), text, ts.ScriptTarget.Latest, true);
      const before = consumers.length;
      file.forEachChild(function visit(node) {
        if (ts.isClassDeclaration(node) && node.name) {
          const argument = consumerArgument(node);
          if (argument !== null) {
            consumers.push({
              service,
              ...subscriptionOf(file, argument),
              className: node.name.text,
              file: file.fileName,
            });
          }
        }
        node.forEachChild(visit);
      });
      if (consumers.length === before) {
        throw new Error(
          `${file.fileName}: names a consumer base or @OnEvent, but no consumer class was found in it`,
        );
      }
    }
  }
  return consumers.sort((a, b) => a.group.localeCompare(b.group));
}

/** Each catalogue entry's doc comment, read from its context's `<context>.events.ts`. */
function descriptions(root: string): Map<string, string> {
  const dir = join(root, 'libs/contracts/src/events');
  const found = new Map<string, string>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.events.ts'))) {
    const file = ts.createSourceFile(
      name,
      readFileSync(join(dir, name), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    file.forEachChild(function visit(node) {
      if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) && node.name.text.includes('.')) {
        const comment = ts
          .getJSDocCommentsAndTags(node)
          .filter(ts.isJSDoc)
          .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
          .join(' ');
        if (comment) {
          found.set(node.name.text, comment.replace(/\s+/g, ' ').trim());
        }
      }
      node.forEachChild(visit);
    });
  }
  return found;
}

const code = (text: string) => `\`${text}\``;

/** docs/events.md as the catalogue and the consumers make it now, formatted as Prettier would. */
export async function renderEventsDoc(root: string): Promise<string> {
  const options = await resolveConfig(join(root, EVENTS_DOC));
  return format(eventsMarkdown(root), { ...options, parser: 'markdown' });
}

function eventsMarkdown(root: string): string {
  const consumers = findConsumers(root);
  const described = descriptions(root);
  const catalogue: Readonly<Record<string, EventEntry>> = EVENT_CATALOGUE;
  for (const consumer of consumers) {
    for (const type of consumer.types) {
      if (!(type in catalogue)) {
        throw new Error(`${consumer.file}: ${consumer.group} handles ${type}, which the catalogue lacks`);
      }
    }
  }
  const types = Object.keys(EVENT_CATALOGUE) as EventType[];
  const topics = [...new Set(types.map(topicOf))];
  const lines = [
    '# Events',
    '',
    `<!-- Generated by \`${REGENERATE}\` (tools/scripts/events-doc.ts) from the event catalogue and the consumers. Do not edit: a unit test fails when this file is stale. -->`,
    '',
    'Every event the services publish, who publishes it and who consumes it. An event is written to its',
    "publisher's outbox in the transaction of the change and relayed to its topic (its context, the",
    "type's first word); events of one partition key keep their order. The catalogue",
    "(`libs/contracts/src/events/<context>.events.ts`, composed in `catalogue.ts`) holds each type's",
    'payload schema, version, publisher and partition key; a consumer declares its subscription',
    '(group, topics, types) and one handler per type (`inboxConsumer` or `eventConsumer` of',
    '`@timber/nest-kit`, or `groupedConsumer` for one that writes events in groups).',
    '',
    `Topics: ${topics.map((topic) => `[${topic}](#${topic})`).join(', ')}; [consumer groups](#consumer-groups).`,
    '',
  ];
  for (const topic of topics) {
    lines.push(
      `## ${topic}`,
      '',
      '| Event | Version | Publisher | Consumers (service: group) | Topic | Partition key |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- |');
    const ofTopic = types.filter((type) => topicOf(type) === topic);
    for (const type of ofTopic) {
      const entry: EventEntry = EVENT_CATALOGUE[type];
      const readers = consumers
        .filter((consumer) => consumer.types.includes(type))
        .map((consumer) => `${consumer.service}: ${code(consumer.group)}`);
      const version = entry.minVersion ? `${entry.version} (reads ${entry.minVersion}+)` : `${entry.version}`;
      lines.push(
        `| ${code(type)} | ${version} | ${entry.publisher} | ${readers.join('<br>') || '—'} | ${code(topic)} | ${entry.key} |`,
      );
    }
    const notes = ofTopic.filter((type) => described.has(type));
    if (notes.length > 0) {
      lines.push('', ...notes.map((type) => `- ${code(type)}: ${described.get(type)}`));
    }
    lines.push('');
  }
  lines.push(
    '## Consumer groups',
    '',
    '| Service | Group | Topics | Handles | Declared in |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const consumer of consumers) {
    lines.push(
      `| ${consumer.service} | ${code(consumer.group)} | ${consumer.topics.join(', ')} | ${consumer.types.map(code).join('<br>')} | [${consumer.className}](../${consumer.file}) |`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

if (require.main === module) {
  const root = join(__dirname, '../..');
  void renderEventsDoc(root).then((doc) => {
    writeFileSync(join(root, EVENTS_DOC), doc);
    console.log(`wrote ${EVENTS_DOC}`);
  });
}
