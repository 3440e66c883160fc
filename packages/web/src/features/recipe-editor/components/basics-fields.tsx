// The recipe's name, type, description, cook time and servings (docs/product.md section 2, editor).
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { RECIPE_TYPE_LIST } from '@/config/recipe-vocabulary';
import type { EditorFormApi } from '../hooks/use-editor-form';
import type { EditorForm } from '../lib/editor-form';
import type { FieldErrors } from '../lib/save-payload';
import sectionStyles from './editor-section.module.css';

const TYPE_OPTIONS = RECIPE_TYPE_LIST.map((type) => ({ value: type, label: type }));

interface BasicsFieldsProps {
  form: EditorForm;
  setField: EditorFormApi['setField'];
  errors: FieldErrors;
}

export function BasicsFields({ form, setField, errors }: BasicsFieldsProps) {
  return (
    <section className={sectionStyles.section} aria-labelledby="basics-heading">
      <h2 id="basics-heading" className={sectionStyles.heading}>
        The dish
      </h2>
      <TextField
        label="Name"
        value={form.name}
        error={errors.name}
        autoComplete="off"
        onChange={(event) => setField('name', event.target.value)}
      />
      <SelectField
        label="Type"
        options={TYPE_OPTIONS}
        emptyOption="Choose a type"
        value={form.type}
        error={errors.type}
        onChange={(event) => setField('type', event.target.value)}
      />
      <TextArea
        label="Description"
        value={form.description}
        error={errors.description}
        onChange={(event) => setField('description', event.target.value)}
      />
      <div className={sectionStyles.pair}>
        <TextField
          label="Cook time (minutes)"
          inputMode="numeric"
          value={form.cookTime}
          error={errors.cookTime}
          onChange={(event) => setField('cookTime', event.target.value)}
        />
        <TextField
          label="Servings"
          inputMode="numeric"
          value={form.servings}
          error={errors.servings}
          onChange={(event) => setField('servings', event.target.value)}
        />
      </div>
    </section>
  );
}
