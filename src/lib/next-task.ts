/** Resolves in a later task: the browser may paint and handle input between the steps of a long start-up. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
