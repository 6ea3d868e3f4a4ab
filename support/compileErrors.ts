/** For unit tests of build plugins: runs an Rspack compiler once and resolves with its error messages. */
import type { Compiler } from '@rspack/core';

export function compileErrors(compiler: Compiler): Promise<string[]> {
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      resolve(stats!.toJson({ all: false, errors: true }).errors!.map((entry) => entry.message));
    }),
  );
}
