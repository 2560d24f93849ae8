export default async function globalTeardown() {
  await globalThis.__academyE2eServer?.stop();
}
