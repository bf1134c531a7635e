-- The search words' lookup (services/catalogue/search-text.ts lookUp) as a function, so that each
-- connection plans it once: as a statement it was planned on every search, up to 8.6 ms at
-- 1,000,000 products (its plan does not depend on the keys, which arrive as one jsonb value).
-- For each key: is it a known word, the start of known words (at most `completions` of them), a
-- dictionary term or option label (with the tsquery of every other form), a category's name?
-- Every lookup is an index probe: the vocabulary's primary key and its text_pattern_ops index (a
-- byte-wise range for "starts with"), the expression indexes of badal_search_key on the terms, the
-- option labels and the category names (one branch per language, so each uses its own). A probe
-- is kept apart from the query around it (OFFSET 0): joined, the planner expected a hundred keys
-- and computed the search key of every dictionary term and category name instead.
CREATE OR REPLACE FUNCTION badal_search_lookup(keys jsonb, completions integer)
  RETURNS TABLE (key text, kind text, alt text, category integer, top boolean)
  LANGUAGE plpgsql STABLE
  -- The plan is the same for any keys: made once per connection, never again per call.
  SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH q AS (SELECT DISTINCT jsonb_array_elements_text(keys) AS key),
    labels AS (
      SELECT q.key, o.label_en, o.label_ar FROM q JOIN attribute_options o ON badal_search_key(o.label_en) = q.key
      UNION
      SELECT q.key, o.label_en, o.label_ar FROM q JOIN attribute_options o ON badal_search_key(o.label_ar) = q.key
    ),
    forms AS (
      SELECT q.key, other.term FROM q
      CROSS JOIN LATERAL (SELECT t.concept_id FROM search_terms t WHERE badal_search_key(t.term) = q.key OFFSET 0) AS t
      JOIN search_terms other ON other.concept_id = t.concept_id
    ),
    names AS (SELECT q.key, q.key AS name FROM q UNION SELECT forms.key, badal_search_key(forms.term) FROM forms),
    category_names AS (
      SELECT n.key, c.id, c.parent_id FROM names AS n
      CROSS JOIN LATERAL (SELECT c.id, c.parent_id FROM categories c WHERE badal_search_key(c.name_en) = n.name OFFSET 0) AS c
      UNION
      SELECT n.key, c.id, c.parent_id FROM names AS n
      CROSS JOIN LATERAL (SELECT c.id, c.parent_id FROM categories c WHERE badal_search_key(c.name_ar) = n.name OFFSET 0) AS c
    )
  SELECT q.key, 'word'::text, NULL::text, NULL::integer, NULL::boolean
    FROM q WHERE EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word = q.key)
  UNION ALL
  SELECT q.key, 'completion'::text, c.word, NULL::integer, NULL::boolean FROM q
    CROSS JOIN LATERAL (
      SELECT v.word FROM search_vocabulary v
      WHERE v.word ~>=~ q.key AND v.word ~<~ (q.key || chr(1114111)) AND v.word <> q.key
      ORDER BY v.word LIMIT completions
    ) AS c
  UNION ALL
  SELECT DISTINCT forms.key, 'term'::text, phraseto_tsquery('simple', badal_search_normalize(forms.term))::text, NULL::integer, NULL::boolean
    FROM forms
  UNION ALL
  SELECT DISTINCT labels.key, 'term'::text, phraseto_tsquery('simple', badal_search_normalize(l.label))::text, NULL::integer, NULL::boolean
    FROM labels CROSS JOIN LATERAL (VALUES (labels.label_en), (labels.label_ar)) AS l (label)
    WHERE length(labels.key) >= 2
  UNION ALL
  SELECT category_names.key, 'category'::text, NULL::text, category_names.id, category_names.parent_id IS NULL FROM category_names;
END
$$;
