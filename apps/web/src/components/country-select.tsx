import { type ComboboxItem, type OptionsFilter, Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CountryOption, countryOptions } from '../lib/countries';

/** A typed name matches anywhere in it; a typed two-letter code matches that country too ("de", "gb"). */
const byNameOrCode: OptionsFilter = ({ options, search }) => {
  const text = search.trim().toLocaleLowerCase();
  if (!text) return options;
  return (options as ComboboxItem[]).filter(
    (option) => option.label.toLocaleLowerCase().includes(text) || option.value.toLowerCase() === text,
  );
};

interface CountrySelectProps extends Omit<SelectProps, 'data' | 'searchable' | 'filter'> {
  /** Leave some countries out (those that have a row already). */
  exclude?: ReadonlySet<string>;
  /** Text when nothing matches what is typed. */
  nothingFound: string;
}

/** A searchable picker of every ISO 3166 country, named in the UI's language; its value is the code. */
export function CountrySelect({ exclude, nothingFound, ...props }: CountrySelectProps) {
  const { i18n } = useTranslation();
  const all = countryOptions(i18n.language);
  const data: CountryOption[] = exclude ? all.filter((option) => !exclude.has(option.value)) : all;
  return (
    <Select
      nothingFoundMessage={nothingFound}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={data}
      filter={byNameOrCode}
      searchable
    />
  );
}
