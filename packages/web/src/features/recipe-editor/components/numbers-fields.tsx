// The glycemic index and nutrition per serving the recipe is saved with (docs/product.md section 2:
// glycemicIndex, nutrition calories, protein, carbs, fat). The live estimate can fill them in.
import { TextField } from '@/components/ui/text-field';
import type { EditorFormApi } from '../hooks/use-editor-form';
import type { EditorForm, NutritionField } from '../lib/editor-form';
import type { FieldErrors } from '../lib/save-payload';
import styles from './numbers-fields.module.css';
import sectionStyles from './editor-section.module.css';

const NUTRITION_LABELS: Record<NutritionField, string> = {
  calories: 'Calories (kcal)',
  protein: 'Protein (g)',
  carbs: 'Carbs (g)',
  fat: 'Fat (g)',
};

interface NumbersFieldsProps {
  form: EditorForm;
  setField: EditorFormApi['setField'];
  setNutrition: EditorFormApi['setNutrition'];
  errors: FieldErrors;
}

export function NumbersFields({ form, setField, setNutrition, errors }: NumbersFieldsProps) {
  return (
    <section className={sectionStyles.section} aria-labelledby="numbers-heading">
      <h2 id="numbers-heading" className={sectionStyles.heading}>
        Glycemic index and nutrition
      </h2>
      <p className={sectionStyles.hint}>
        Per serving. Chef Roastie computes these from the ingredients it knows; your own figures
        count when too little of the recipe is in its database.
      </p>
      <TextField
        label="Glycemic index"
        inputMode="numeric"
        value={form.glycemicIndex}
        error={errors.glycemicIndex}
        onChange={(event) => setField('glycemicIndex', event.target.value)}
      />
      <div className={styles.grid}>
        {(Object.keys(NUTRITION_LABELS) as NutritionField[]).map((field) => (
          <TextField
            key={field}
            label={NUTRITION_LABELS[field]}
            inputMode="decimal"
            value={form.nutrition[field]}
            error={errors[`nutritionInfo.${field}`]}
            onChange={(event) => setNutrition(field, event.target.value)}
          />
        ))}
      </div>
    </section>
  );
}
