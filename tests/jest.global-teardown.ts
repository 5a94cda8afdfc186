/** Stops the emulators jest.global-setup.ts started, whether the tests passed or not. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.openSeatEmulators?.stop();
}
