import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { IMAGE_FORMAT_NAMES, type RefusedImageFile } from '../../lib/image-file-check.js';
import { imagePickerMessages as m } from './messages.js';

const BYTES_PER_MEGABYTE = 1024 * 1024;

// A file's name is the user's text, in any script: isolated so that it cannot reorder the sentence.
const bdi = (chunks: ReactNode[]) => <bdi>{chunks}</bdi>;

/**
 * The localized sentence that names a refused file and says why it was not added, with the limit
 * it broke (its name isolated with `<bdi>`). Used by `ImagePicker`; use it wherever a file checked
 * with `checkImageFile` is refused.
 *
 * @example
 * const check = await checkImageFile(file, { maxBytes });
 * if (check.status === 'refused') setProblem(formatImageRefusal(intl, check));
 */
export function formatImageRefusal(intl: IntlShape, refused: RefusedImageFile): ReactNode {
  const name = refused.file.name;
  switch (refused.reason) {
    case 'notImage':
      return intl.formatMessage(m.refusedNotImage, {
        name,
        formats: intl.formatList(
          refused.formats.map((format) => IMAGE_FORMAT_NAMES[format]),
          { type: 'disjunction' },
        ),
        bdi,
      });
    case 'tooLarge':
      return intl.formatMessage(m.refusedTooLarge, {
        name,
        size: refused.maxBytes / BYTES_PER_MEGABYTE,
        bdi,
      });
    case 'tooSmall':
      return intl.formatMessage(m.refusedTooSmall, {
        name,
        width: refused.minWidth,
        height: refused.minHeight,
        bdi,
      });
    case 'tooBig':
      return intl.formatMessage(m.refusedTooBig, {
        name,
        width: refused.maxWidth,
        height: refused.maxHeight,
        bdi,
      });
    case 'unreadable':
      return intl.formatMessage(m.refusedUnreadable, { name, bdi });
    case 'tooMany':
      return intl.formatMessage(m.refusedTooMany, { name, max: refused.maxCount, bdi });
  }
}
