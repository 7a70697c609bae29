/**
 * The default for every invoked actor a machine declares: the app supplies the real one with `.provide()`, and a
 * missing wiring fails loudly with "<name> not provided" (design brief, Machines).
 */
export const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`);
};
