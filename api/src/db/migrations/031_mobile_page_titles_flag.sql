-- B§2: the mobile header's page title shows only with the page-titles flag (off until switched on).
INSERT INTO feature_flags (name, enabled, description) VALUES
  ('mobile_page_titles', false, 'Show the page title in the mobile header')
ON CONFLICT (name) DO NOTHING;
