// The title (the page's h1) and optional subtitle of the log-in, sign-up and account-recovery pages.
import Typography from '@mui/material/Typography';

export function AuthHeading({ id, title, subtitle, mb = 3 }: { id: string; title: string; subtitle?: string; mb?: number }) {
  return (
    <>
      <Typography id={id} component="h1" variant="h4" sx={{ fontSize: { xs: 26, sm: 30 }, mb: subtitle ? 0 : mb }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 1, mb }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}
