type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The fields a visitor may type into or choose in before the page is the app's (not files, boxes or buttons). */
const FIELDS =
  'textarea, select, input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=search], input[type=url], input[type=number], input[type=password]';

/** Whether the visitor changed the field from what the server's HTML had. */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * Tells React and the form the field's value, as typing does. React skips an input event whose value is the one
 * it last saw on the element (it keeps it by the element's own `value` property): that is set to something else
 * first, then the visitor's value is written past it, through the prototype's setter.
 */
function typeAgain(field: Field, value: string): void {
  if (!(field instanceof HTMLSelectElement)) {
    field.value = value === '' ? ' ' : '';
    Reflect.set(Object.getPrototypeOf(field) as object, 'value', value, field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  } else field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * What a visitor typed into a server-rendered page's fields before the app took it over. React gives a controlled
 * field the value of its state again on the first render after hydration (seen on /contact: the typed text was
 * gone), and the app's code runs only once the visitor reaches for the page (lib/start-on-intent.ts): the field
 * they first type into starts it, and they type on while it loads.
 * Call it just before hydrating; call what it returns once hydrated, to type it again.
 */
export function keepEarlyInput(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<Field>(FIELDS)]
    .filter(changed)
    .map((field) => ({ field, value: field.value }));
  return () => {
    for (const { field, value } of typed) if (field.isConnected) typeAgain(field, value);
  };
}
