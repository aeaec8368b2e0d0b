import { Box, Center } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

interface ProductThumbnailProps {
  url: string | null;
  /** Names what the picture shows ("LapSkills Core preview"). */
  alt: string;
  width?: number;
}

/** A list's small preview (the server's 320 px thumbnail), or a quiet placeholder without one. */
export function ProductThumbnail({ url, alt, width = 72 }: ProductThumbnailProps) {
  const height = Math.round((width * 5) / 8);
  const frame = {
    width,
    height,
    borderRadius: 'var(--mantine-radius-sm)',
    overflow: 'hidden',
    background: 'var(--mantine-color-dark-6)',
    flex: 'none',
  } as const;
  if (!url) {
    return (
      <Center style={{ ...frame, border: '1px dashed var(--mantine-color-dark-3)' }} aria-hidden>
        <IconPhoto size={20} color="var(--mantine-color-dark-2)" />
      </Center>
    );
  }
  return (
    <Box style={frame}>
      <img
        src={url}
        alt={alt}
        loading="lazy"
        width={width}
        height={height}
        style={{ objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
