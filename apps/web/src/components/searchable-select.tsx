/**
 * A picker over a server list (`lib/options.ts`): typing searches the server
 * (`filter[search]`, 250 ms after the last key) and shows one page of matches;
 * the chosen value keeps its label even when it is not among them (from the
 * matches seen, `selectedLabel`, or the record itself). Fits
 * `form.getInputProps(field)` and a list filter alike.
 *
 * ```tsx
 * <SearchableSelect source={organizationOptions} label={t('users.list.organization')}
 *   value={filter.organization_id ?? null} onChange={(id) => list.setFilter('organization_id', id)} clearable />
 * ```
 */
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { type Option, type OptionSource, useOptionLabel, useOptionsQuery } from '../lib/options';

export interface SearchableSelectProps
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange'> {
  source: OptionSource;
  value?: string | null;
  /** The chosen value, and its label (for a question that names the choice). */
  onChange: (value: string | null, label?: string) => void;
  /** The chosen value's label when the caller knows it (the user's current organization). */
  selectedLabel?: string | null;
}

export function SearchableSelect({ source, value, onChange, selectedLabel, ...props }: SearchableSelectProps) {
  const [search, setSearch] = useState('');
  // Labels of every option seen, so a chosen one keeps its name when the matches change.
  const seen = useRef(new Map<string, string>());
  const known = value ? (seen.current.get(value) ?? selectedLabel ?? undefined) : undefined;
  const fetched = useOptionLabel(source, value, known === undefined);
  const currentLabel = known ?? fetched.data ?? undefined;
  // Opening the picker shows the chosen label as its text: that is not a search.
  const [debounced] = useDebouncedValue(search === currentLabel ? '' : search.trim(), 250);
  const query = useOptionsQuery(source, debounced);

  const options: Option[] = [...(query.data ?? [])];
  for (const option of options) seen.current.set(option.value, option.label);
  if (value && currentLabel !== undefined && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: currentLabel });
  }

  return (
    <Select
      {...props}
      data={options}
      value={value ?? null}
      onChange={(next, option) => onChange(next, option?.label)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already (by name, city, email…, not only the label).
      filter={({ options: all }) => all}
      rightSection={query.isFetching ? <Loader size={14} aria-hidden /> : undefined}
    />
  );
}
