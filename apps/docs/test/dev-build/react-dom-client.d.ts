// The one function of react-dom the browser test page uses; the package ships no types.
declare module "react-dom/client" {
  import type { ReactNode } from "react";

  export function createRoot(container: Element): {
    render(children: ReactNode): void;
    unmount(): void;
  };
}
