import { compareText, defineResource, type ResourceDefinition, type FieldDescriptor, type FormGroupsSpec } from '../../kernel';
import { perModel } from '../../engine/resourceFiles';

// The kinds of form group are the resource files declaring x-api.form.groups; the screens read the
// endpoints, the type property and its look-up from them, so another file opting in gets the screens too.

/** One kind of form group: the resource whose form it extends, its endpoints and the property picking it. */
export interface FormGroupCategory {
  category: string;
  definition: ResourceDefinition;
  spec: FormGroupsSpec;
  /** The by-property, made a multiple choice: a group applies to several types. */
  types: FieldDescriptor;
  /** What the types are called in a heading or a label: 'Asset types'. */
  typesLabel: string;
}

const categoryOf = (definition: ResourceDefinition): FormGroupCategory => {
  const spec = definition.api.form!.groups!;
  const by = definition.fields[spec.by];
  return { category: spec.category, definition, spec, types: { ...by, reference: { ...by.reference!, multiple: true } }, typesLabel: `${by.label}s` };
};

/** Every kind of the current model version, in the order of their resources' labels. */
export const formGroupCategories: () => FormGroupCategory[] = perModel(({ files }) => files
  .filter((file) => file['x-api'].form?.groups)
  .map((file) => categoryOf(defineResource(file)))
  .sort((a, b) => compareText(a.definition.label, b.definition.label)));

/** findCategory('asset') → that kind, undefined for a category no file declares. */
export const findCategory = (category: string | undefined) => formGroupCategories().find((kind) => kind.category === category);
