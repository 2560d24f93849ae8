-- Demo databases seeded before the events and news had a language and a time zone (0018's defaults: 'en',
-- 'Asia/Bangkok') get the seed's: each demo event's and news item's text language and its venue's zone. Only rows
-- still at those defaults with no translations change, so an admin's edit is never overwritten.
UPDATE "events" AS e SET "lang" = v.lang, "time_zone" = v.zone
FROM (VALUES
  ('th-seminar-chart-reading-bangkok', 'th', 'Asia/Bangkok'),
  ('th-seminar-risk-management-chiang-mai', 'th', 'Asia/Bangkok'),
  ('th-robo-camp-chiang-mai-weekend', 'th', 'Asia/Bangkok'),
  ('th-robo-camp-bangkok-school-break', 'th', 'Asia/Bangkok'),
  ('th-road-trip-northern-schools', 'th', 'Asia/Bangkok'),
  ('th-road-trip-eastern-seaboard', 'th', 'Asia/Bangkok'),
  ('th-event-academy-open-day-bangkok', 'th', 'Asia/Bangkok'),
  ('th-event-traders-meetup-bangkok', 'th', 'Asia/Bangkok'),
  ('ph-seminar-investing-basics-manila', 'tl', 'Asia/Manila'),
  ('ph-seminar-forex-cebu', 'en', 'Asia/Manila'),
  ('ph-robo-camp-cebu-summer', 'tl', 'Asia/Manila'),
  ('ph-robo-camp-manila-coding', 'en', 'Asia/Manila'),
  ('ph-road-trip-visayas', 'tl', 'Asia/Manila'),
  ('ph-road-trip-north-luzon', 'en', 'Asia/Manila'),
  ('ph-event-open-day-manila', 'tl', 'Asia/Manila'),
  ('ph-event-alumni-night-cebu', 'en', 'Asia/Manila'),
  ('vn-seminar-phan-tich-ky-thuat-hanoi', 'vi', 'Asia/Ho_Chi_Minh'),
  ('vn-seminar-quan-ly-von-hcm', 'vi', 'Asia/Ho_Chi_Minh'),
  ('vn-robo-camp-hcm-he', 'vi', 'Asia/Ho_Chi_Minh'),
  ('vn-robo-camp-hanoi-dong', 'vi', 'Asia/Ho_Chi_Minh'),
  ('vn-road-trip-mien-trung', 'vi', 'Asia/Ho_Chi_Minh'),
  ('vn-road-trip-mekong', 'vi', 'Asia/Ho_Chi_Minh'),
  ('vn-event-ngay-hoi-academy-hcm', 'vi', 'Asia/Ho_Chi_Minh'),
  ('vn-event-gap-go-nha-dau-tu-hanoi', 'vi', 'Asia/Ho_Chi_Minh'),
  ('global-seminar-central-banks-online', 'en', 'Asia/Bangkok'),
  ('global-seminar-trading-journal-online', 'en', 'Asia/Bangkok'),
  ('global-robo-camp-online-kits', 'en', 'Asia/Bangkok'),
  ('global-robo-camp-online-autumn', 'en', 'Asia/Bangkok'),
  ('global-road-trip-asean-tour', 'en', 'Asia/Bangkok'),
  ('global-road-trip-virtual-factory-tours', 'en', 'Asia/Bangkok'),
  ('global-event-academy-live-qa', 'en', 'Asia/Bangkok'),
  ('global-event-year-in-review', 'en', 'Asia/Bangkok')
) AS v(slug, lang, zone)
WHERE e."slug" = v.slug AND e."lang" = 'en' AND e."time_zone" = 'Asia/Bangkok' AND e."translations" = '{}'::jsonb;--> statement-breakpoint
UPDATE "news_items" AS n SET "lang" = v.lang
FROM (VALUES
  ('th-set-index-outlook', 'th'),
  ('th-baht-exchange-rate', 'th'),
  ('th-technical-trading-moving-average', 'th'),
  ('th-trading-mindset-discipline', 'th'),
  ('th-seminar-recap-bangkok', 'th'),
  ('ph-psei-market-update', 'tl'),
  ('ph-peso-remittances', 'tl'),
  ('ph-technical-trading-candlesticks', 'tl'),
  ('ph-marketing-for-small-business', 'tl'),
  ('ph-seminar-manila-recap', 'tl'),
  ('vn-vnindex-weekly-outlook', 'vi'),
  ('vn-dong-exchange-rate', 'vi'),
  ('vn-technical-trading-rsi', 'vi'),
  ('vn-trading-mindset-patience', 'vi'),
  ('vn-robo-camp-hanoi', 'vi')
) AS v(slug, lang)
WHERE n."slug" = v.slug AND n."lang" = 'en' AND n."translations" = '{}'::jsonb;
