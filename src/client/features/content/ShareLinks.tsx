// Share links of an article: LINE, Facebook, X and "copy link" (navigator.clipboard).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, LineIcon } from '../../components/icons';

export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { key: 'line', label: 'LINE', href: `https://social-plugins.line.me/lineit/share?url=${u}`, icon: LineIcon },
    { key: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: FacebookIcon },
    { key: 'x', label: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, icon: null },
  ] as const;
}

export function ShareLinks({ title, url = window.location.href }: { title: string; url?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      setCopied('failed');
      return;
    }
    clipboard.writeText(url).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <Box component="section" aria-label={t('SHARE.TITLE')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 3 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
        {t('SHARE.TITLE')}
      </Typography>
      {shareTargets(url, title).map(({ key, label, href, icon: Icon }) => (
        <Button
          key={key}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={Icon ? <Icon /> : undefined}
          aria-label={t('SHARE.ON', { name: label })}
        >
          {label}
        </Button>
      ))}
      <Button size="small" variant="outlined" color="inherit" onClick={copy}>
        {t('SHARE.COPY_LINK')}
      </Button>
      <Typography role="status" variant="body2" color={copied === 'failed' ? 'error' : 'success.main'} sx={{ minWidth: 80 }}>
        {copied === 'copied' ? t('SHARE.COPIED') : copied === 'failed' ? t('SHARE.COPY_FAILED') : ''}
      </Typography>
    </Box>
  );
}
