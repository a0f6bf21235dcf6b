/** The parts of a web dictionary (catalogue-parts.ts), served by the web app's build. */
declare module '*.json?part=first-screen' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?part=shell' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?part=share' {
  const messages: Record<string, string>;
  export default messages;
}

declare module '*.json?part=rest' {
  const messages: Record<string, string>;
  export default messages;
}
