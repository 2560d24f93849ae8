export default async function globalTeardown() {
  await globalThis.__academyE2eServer?.stop();
  await globalThis.__academyE2eStripe?.close();
}
