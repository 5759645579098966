import { useId, useState } from 'react';
import { Blockquote, Button, Stack, Text } from '@mantine/core';
import { splitQuote } from '../lib/commentQuote';
import { BREAK_ANYWHERE } from '../lib/breakAnywhere';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';

/** Lines shown before "Show more" (a long comment would push the rest of a feed away). */
const CLAMP_LINES = 3;
/** Past this many characters or lines a comment is folded. */
const FOLD_CHARS = 280;

/**
 * A comment's text: a reply's leading quote drawn as a quote, then the first lines of the rest
 * with "Show more" when it is long. For feeds (the record feed, Comments, Activity).
 */
export function CommentText({ text }: { text: string }) {
  const t = useT(componentMessages);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const { quote, body } = splitQuote(text);
  const long = body.length > FOLD_CHARS || body.split('\n').length > CLAMP_LINES;
  return (
    <Stack gap={4}>
      {quote !== '' && (
        <Blockquote
          p="xs"
          mt={0}
          fz="sm"
          c="dimmed"
          style={{ ...BREAK_ANYWHERE, whiteSpace: 'pre-wrap' }}
        >
          {quote}
        </Blockquote>
      )}
      {body !== '' && (
        <Text
          id={bodyId}
          size="sm"
          lineClamp={long && !open ? CLAMP_LINES : undefined}
          style={{ ...BREAK_ANYWHERE, whiteSpace: 'pre-wrap' }}
        >
          {body}
        </Text>
      )}
      {long && (
        <Button
          size="compact-xs"
          variant="subtle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          style={{ alignSelf: 'flex-start' }}
        >
          {open ? t('comment.showLess') : t('comment.showMore')}
        </Button>
      )}
    </Stack>
  );
}
