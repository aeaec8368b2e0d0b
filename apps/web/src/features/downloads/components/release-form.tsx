import {
  Button,
  FileInput,
  Group,
  Input,
  NumberInput,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  createReleaseBody,
  PLATFORMS,
  RELEASE_MAX_BYTES,
  RELEASE_NOTES_MAX_LENGTH,
  RELEASE_UPLOAD_MAX_BYTES,
  type Release,
  updateReleaseBody,
} from '@portal/contracts';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { SearchableSelect } from '../../../components/searchable-select';
import { isApiError } from '../../../lib/api-error';
import { messageIn } from '../../../lib/messages';
import { notifyError } from '../../../lib/notify';
import { softwareProductOptions } from '../../../lib/options';
import { useContractForm } from '../../../lib/use-contract-form';
import { downloadsQueryKey } from '../api/get-downloads';
import { releasesQueryKey } from '../api/get-releases';
import { uploadReleaseFile } from '../api/save-release';
import { formatMegabytes } from '../platform';
import { PLATFORM_LABELS } from './platform-label';

export interface ReleaseValues extends Record<string, unknown> {
  product_id?: string | null;
  version: string;
  platform: string | null;
  source: 'url' | 'upload';
  url: string;
  size_bytes: number | '';
  sha256: string;
  notes: string;
  published: boolean;
}

interface ReleaseFormProps {
  /** The release being edited; a new one when absent (then the product is chosen here). */
  release?: Release;
  initialProductId?: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: the create and the update mutation differ in their body
  mutation: UseMutationResult<Release, unknown, any, any>;
  submitLabel: string;
  successMessage: (release: Release) => string;
  onSuccess: (release: Release) => void;
  onCancel: () => void;
}

export function ReleaseForm({
  release,
  initialProductId,
  mutation,
  submitLabel,
  successMessage,
  onSuccess,
  onCancel,
}: ReleaseFormProps) {
  const { t, i18n } = useTranslation();
  const creating = !release;
  const fields: ReleaseValues = {
    version: release?.version ?? '',
    platform: release?.platform ?? null,
    source: release?.source ?? 'url',
    url: release?.url ?? '',
    size_bytes: release?.size_bytes ?? '',
    sha256: release?.sha256 ?? '',
    notes: release?.notes ?? '',
    published: release?.published ?? false,
  };
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // Save the release, then upload its file (when one is chosen): the server computes size and checksum.
  // A failed upload leaves the release saved without (a new) file; the admin uploads again from its edit screen.
  const saveAndUpload = useMutation({
    mutationFn: async (body: unknown) => {
      const saved: Release = await mutation.mutateAsync(body);
      if ((body as { source?: string }).source !== 'upload' || !file) return saved;
      setProgress(0);
      setFileError(null);
      try {
        return await uploadReleaseFile(saved.id, file, setProgress);
      } catch (error) {
        const text = isApiError(error) ? (error.errors.file?.[0] ?? error.message) : String(error);
        setFileError(text);
        notifyError(t('releases.uploadFailed', { message: text }));
        return saved;
      } finally {
        setProgress(null);
        await queryClient.invalidateQueries({ queryKey: releasesQueryKey });
        await queryClient.invalidateQueries({ queryKey: downloadsQueryKey });
      }
    },
    meta: { handlesErrors: true },
  });
  const cf = useContractForm<typeof createReleaseBody | typeof updateReleaseBody, ReleaseValues, unknown, Release>(
    creating ? createReleaseBody : updateReleaseBody,
    {
      initialValues: creating ? { product_id: initialProductId ?? null, ...fields } : fields,
      mutation: saveAndUpload,
      successMessage,
      onSuccess,
    },
  );
  const { form } = cf;
  const size = form.values.size_bytes;

  return (
    <ContractForm form={cf}>
      {creating && (
        <SearchableSelect
          source={softwareProductOptions}
          label={t('releases.fields.product')}
          placeholder={t('releases.fields.productPlaceholder')}
          nothingFoundMessage={t('releases.fields.noProducts')}
          required
          {...form.getInputProps('product_id')}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('releases.fields.version')}
          description={t('releases.fields.versionHint')}
          placeholder="1.4.2"
          required
          {...form.getInputProps('version')}
        />
        <Select
          label={t('releases.fields.platform')}
          data={PLATFORMS.map((platform) => ({ value: platform, label: t(PLATFORM_LABELS[platform]) }))}
          allowDeselect={false}
          required
          {...form.getInputProps('platform')}
        />
      </SimpleGrid>
      <Input.Wrapper label={t('releases.fields.source')}>
        <div>
          <SegmentedControl
            data={[
              { value: 'url', label: t('releases.fields.sourceUrl') },
              { value: 'upload', label: t('releases.fields.sourceUpload') },
            ]}
            {...form.getInputProps('source')}
          />
        </div>
      </Input.Wrapper>
      {form.values.source === 'upload' ? (
        <>
          <FileInput
            label={t('releases.fields.file')}
            description={
              release?.file_name
                ? t('releases.fields.fileCurrent', { name: release.file_name })
                : t('releases.fields.uploadHint')
            }
            placeholder={t('releases.fields.filePlaceholder')}
            clearable
            value={file}
            onChange={(chosen) => {
              // The server's checks, ahead of a long upload (it may have a lower limit of its own).
              const problem = !chosen
                ? null
                : chosen.size === 0
                  ? messageIn(i18n.language, 'validation.release_file_empty')
                  : chosen.size > RELEASE_UPLOAD_MAX_BYTES
                    ? messageIn(i18n.language, 'error.release_file_too_large', { max: '2 GB' })
                    : null;
              setFile(problem ? null : chosen);
              setFileError(problem);
            }}
            error={fileError}
            disabled={progress !== null}
          />
          {progress !== null && (
            <Progress value={Math.round(progress * 100)} animated aria-label={t('releases.uploading')} />
          )}
        </>
      ) : (
        <>
          <TextInput
            label={t('releases.fields.url')}
            description={t('releases.fields.urlHint')}
            placeholder="https://downloads.example.com/LapSkills-1.4.2-win-x64.exe"
            type="url"
            required
            {...form.getInputProps('url')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('releases.fields.size')}
              description={
                typeof size === 'number' && size > 0
                  ? formatMegabytes(size, i18n.language)
                  : t('releases.fields.sizeHint')
              }
              min={1}
              max={RELEASE_MAX_BYTES}
              allowNegative={false}
              allowDecimal={false}
              thousandSeparator={i18n.language.startsWith('de') ? '.' : ','}
              hideControls
              required
              {...form.getInputProps('size_bytes')}
            />
            <TextInput
              label={t('releases.fields.sha256')}
              description={t('releases.fields.sha256Hint')}
              ff="monospace"
              maxLength={64}
              spellCheck={false}
              autoComplete="off"
              required
              {...form.getInputProps('sha256')}
            />
          </SimpleGrid>
        </>
      )}
      <Textarea
        label={t('releases.fields.notes')}
        description={t('releases.fields.notesHint')}
        autosize
        minRows={5}
        maxRows={16}
        maxLength={RELEASE_NOTES_MAX_LENGTH}
        {...form.getInputProps('notes')}
      />
      <Switch
        label={t('releases.fields.published')}
        description={t('releases.fields.publishedHint')}
        {...form.getInputProps('published', { type: 'checkbox' })}
      />
      {release?.published_at && (
        <Text fz="sm" c="dimmed">
          {t('releases.publishedSince', { date: new Date(release.published_at).toLocaleDateString(i18n.language) })}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('releases.cancel')}
        </Button>
        <Button {...cf.submitProps}>{submitLabel}</Button>
      </Group>
    </ContractForm>
  );
}
