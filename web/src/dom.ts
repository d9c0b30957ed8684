/// <reference lib="dom" />
/** A tiny element builder, so the playground needs no UI framework. */

export type Child = Node | string | number | null | undefined | false;
type AttrValue = string | number | boolean | undefined | null | ((event: Event) => void);

/** Creates an element: `on…` attributes become listeners, `true` a bare attribute, `false`/`undefined` nothing. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, AttrValue> = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (typeof value === "function") element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, "");
    // Through the CSSOM, which the served page's Content-Security-Policy allows (a style attribute it refuses).
    else if (name === "style") element.style.cssText = String(value);
    else element.setAttribute(name, String(value));
  }
  append(element, children);
  return element;
}

/** Appends children, skipping empty ones and flattening arrays. */
export function append(parent: Node, children: (Child | Child[])[]): void {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces all children of an element. */
export function replaceChildren(parent: Element, ...children: (Child | Child[])[]): void {
  parent.textContent = "";
  append(parent, children);
}
