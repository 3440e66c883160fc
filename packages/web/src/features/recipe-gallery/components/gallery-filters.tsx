// The gallery's Type filter (Breakfast, Lunch, Dinner, Dessert) and Glycemic Index filter
// (docs/product.md section 2), a Glycemic load per serving filter, and a Diet filter for the
// preferences, as labelled native selects. On a phone they fold behind one "Filters" button (with
// how many are set) so the recipes start near the top of the screen; wider screens show them all.
import type { DietFilter, RecipeType } from '@roastie/core';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { RECIPE_TYPE_LIST } from '@/config/recipe-vocabulary';
import type { GiBandFilter } from '../api/get-recipes';
import { DIET_FILTER_OPTIONS, GI_FILTER_OPTIONS, GL_FILTER_OPTIONS } from '../lib/gallery-params';
import styles from './gallery-filters.module.css';

const TYPE_OPTIONS = RECIPE_TYPE_LIST.map((type) => ({ value: type, label: type }));

interface GalleryFiltersProps {
  type: RecipeType | undefined;
  gi: GiBandFilter | undefined;
  gl: GiBandFilter | undefined;
  diet: DietFilter | undefined;
  onTypeChange: (type: RecipeType | undefined) => void;
  onGiChange: (gi: GiBandFilter | undefined) => void;
  onGlChange: (gl: GiBandFilter | undefined) => void;
  onDietChange: (diet: DietFilter | undefined) => void;
}

export function GalleryFilters(props: GalleryFiltersProps) {
  const { type, gi, gl, diet, onTypeChange, onGiChange, onGlChange, onDietChange } = props;
  const [open, setOpen] = useState(false);
  const groupId = useId();
  // Each select's value is one of its own options, so the narrowing casts below hold.
  const filters: {
    label: string;
    options: readonly { value: string; label: string }[];
    emptyOption: string;
    value: string | undefined;
    onChange: (value: string | undefined) => void;
  }[] = [
    {
      label: 'Type',
      options: TYPE_OPTIONS,
      emptyOption: 'All types',
      value: type,
      onChange: (value) => onTypeChange(value as RecipeType | undefined),
    },
    {
      label: 'Glycemic Index',
      options: GI_FILTER_OPTIONS,
      emptyOption: 'Any GI',
      value: gi,
      onChange: (value) => onGiChange(value as GiBandFilter | undefined),
    },
    {
      label: 'Glycemic load',
      options: GL_FILTER_OPTIONS,
      emptyOption: 'Any GL',
      value: gl,
      onChange: (value) => onGlChange(value as GiBandFilter | undefined),
    },
    {
      label: 'Diet',
      options: DIET_FILTER_OPTIONS,
      emptyOption: 'Any diet',
      value: diet,
      onChange: (value) => onDietChange(value as DietFilter | undefined),
    },
  ];
  const active = filters.filter((filter) => filter.value !== undefined).length;
  return (
    <div className={styles.wrapper}>
      <Button
        variant="secondary"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={groupId}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal size={18} aria-hidden="true" />
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </Button>
      <div
        id={groupId}
        className={`${styles.filters} ${open ? '' : styles.folded}`}
        role="group"
        aria-label="Filter recipes"
      >
        {filters.map(({ label, options, emptyOption, value, onChange }) => (
          <SelectField
            key={label}
            label={label}
            options={options}
            emptyOption={emptyOption}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value || undefined)}
          />
        ))}
      </div>
    </div>
  );
}
