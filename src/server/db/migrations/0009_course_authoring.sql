-- Reserved; filled by its part of the instructor studio.
SELECT 1;
