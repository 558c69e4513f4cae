/**
 * The shape every locale's UI catalogue must have: the English text with each string widened
 * to `string`. A catalogue missing a key, or carrying one English does not have, fails `tsc`.
 */
export type Strings<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Strings<Item>[]
    : { readonly [Key in keyof T]: Strings<T[Key]> };
