/**
 * The search box of a list screen: typed text reaches the URL (`filter[search]`)
 * 300 ms after the last key, replacing the history entry so Back skips the
 * keystrokes; a change of the URL (Back, "Clear filters") shows in the box.
 *
 * ```tsx
 * <ListSearchInput label={t('users.list.search')} value={list.params.filter.search}
 *   onChange={(value) => list.setFilter('search', value, { replace: true })} />
 * ```
 */
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ListSearchInputProps {
  label: string;
  placeholder?: string;
  value: string | undefined;
  onChange: (value: string) => void;
  delay?: number;
}

export function ListSearchInput({ label, placeholder, value = '', onChange, delay = 300 }: ListSearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback((next: string) => onChange(next.trim()), delay);

  // The URL is the truth: Back, a reset or a shared link updates the box.
  // Trailing spaces the user is still typing are kept (the URL holds the trimmed text).
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('list.clearSearch')}
            onClick={() => {
              commit.cancel();
              setText('');
              onChange('');
            }}
          />
        ) : null
      }
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
    />
  );
}
