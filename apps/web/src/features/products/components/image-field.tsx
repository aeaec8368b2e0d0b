import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { IMAGE_ACCEPT, imageFileProblem } from '../utils/image-file';
import { ProductThumbnail } from './product-thumbnail';

interface ImageFieldProps {
  label: string;
  /** The stored preview's URL, or null. */
  imageUrl: string | null;
  /** Names what the picture shows, for its alt text. */
  alt: string;
  /**
   * Called with a file that passed the browser's check. An existing product
   * uploads at once (returns the request's promise); a new one keeps it until saved.
   */
  onChoose: (file: File) => Promise<unknown> | undefined;
  onRemove?: () => Promise<unknown> | undefined;
  pending?: boolean;
  /** The server's refusal of the last upload. */
  error?: unknown;
}

/**
 * The preview image of a product or theme: PNG, JPEG or WebP of at most 2 MB,
 * checked before the upload ('Image size should be less than 2 MB!'), then
 * checked again, re-encoded and thumbnailed by the server.
 */
export function ImageField({ label, imageUrl, alt, onChoose, onRemove, pending, error }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  useEffect(() => () => (localPreview ? URL.revokeObjectURL(localPreview) : undefined), [localPreview]);

  const choose = (file: File | null) => {
    if (!file) return;
    const key = imageFileProblem(file);
    if (key) {
      setProblem(tMessage(key));
      return;
    }
    setProblem(null);
    setLocalPreview(URL.createObjectURL(file));
    const result = onChoose(file);
    // Once stored, the server's copy replaces the local preview.
    if (result)
      void Promise.resolve(result).then(
        () => setLocalPreview(null),
        () => setLocalPreview(null),
      );
  };

  const serverError =
    isApiError(error) && error.status === 422
      ? (error.errors.image?.[0] ?? error.message)
      : isApiError(error)
        ? error.message
        : null;
  const message = problem ?? serverError;
  const shown = localPreview ?? imageUrl;

  return (
    <Input.Wrapper label={label} error={message} description={t('products.image.hint')} id={`${id}-wrapper`}>
      <Group gap="md" mt={6} align="center" wrap="nowrap">
        <ProductThumbnail url={shown} alt={alt} width={160} />
        <Stack gap={6}>
          <FileButton onChange={choose} accept={IMAGE_ACCEPT} disabled={pending}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoUp size={16} />}
                loading={pending}
                aria-describedby={`${id}-wrapper-description`}
              >
                {shown ? t('products.image.replace') : t('products.image.choose')}
              </Button>
            )}
          </FileButton>
          {shown && onRemove && (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconTrash size={14} />}
              disabled={pending}
              onClick={() => {
                setProblem(null);
                setLocalPreview(null);
                void onRemove();
              }}
            >
              {t('products.image.remove')}
            </Button>
          )}
          {pending && (
            <Text fz="xs" c="dimmed" aria-live="polite">
              {t('products.image.uploading')}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
