// The gallery's Type filter (Breakfast, Lunch, Dinner, Dessert) and Glycemic Index filter
// (SPEC.md section 2), as two labelled selects: compact on a phone, native on every device.
import type { RecipeType } from '@roastie/core';
import { SelectField } from '@/components/ui/select-field';
import { RECIPE_TYPE_LIST } from '@/config/recipe-vocabulary';
import type { GiBandFilter } from '../api/get-recipes';
import { GI_FILTER_OPTIONS } from '../lib/gallery-params';
import styles from './gallery-filters.module.css';

const TYPE_OPTIONS = RECIPE_TYPE_LIST.map((type) => ({ value: type, label: type }));

interface GalleryFiltersProps {
  type: RecipeType | undefined;
  gi: GiBandFilter | undefined;
  onTypeChange: (type: RecipeType | undefined) => void;
  onGiChange: (gi: GiBandFilter | undefined) => void;
}

export function GalleryFilters({ type, gi, onTypeChange, onGiChange }: GalleryFiltersProps) {
  return (
    <div className={styles.filters} role="group" aria-label="Filter recipes">
      <SelectField
        label="Type"
        options={TYPE_OPTIONS}
        emptyOption="All types"
        value={type ?? ''}
        onChange={(event) => onTypeChange((event.target.value || undefined) as RecipeType)}
      />
      <SelectField
        label="Glycemic Index"
        options={GI_FILTER_OPTIONS}
        emptyOption="Any GI"
        value={gi ?? ''}
        onChange={(event) => onGiChange((event.target.value || undefined) as GiBandFilter)}
      />
    </div>
  );
}
