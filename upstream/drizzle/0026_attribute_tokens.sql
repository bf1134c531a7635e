ALTER TABLE "products" ADD COLUMN "attribute_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The index terms of one attribute value (decision 026). Options, yes/no and colours: '<attribute>=<value>'.
-- Numbers from 0 up: '<attribute>#<k>:<floor(value / 10^k)>' for k = 0 … 7 (values above 99,999,999
-- count as that), below 0: '<attribute>#-'; a range is then a short list of decimal blocks; services/catalogue/attribute-tokens.ts
-- builds a filter's blocks the same way. Free text (type 6) has none: it is searched by ILIKE.
CREATE OR REPLACE FUNCTION badal_value_tokens(attribute integer, kind integer, value text, number double precision)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN kind = 6 THEN '{}'::text[]
    WHEN kind = 1 THEN
      CASE WHEN number IS NULL THEN '{}'::text[]
      WHEN number < 0 THEN ARRAY[attribute || '#-']
      ELSE ARRAY(
        SELECT attribute || '#' || k || ':' || floor(least(number, 99999999)::numeric / (10::numeric ^ k))::bigint
        FROM generate_series(0, 7) AS k
      ) END
    ELSE ARRAY[attribute || '=' || value]
  END
$$;--> statement-breakpoint
-- Every term of a product's attribute values, sorted, without repeats.
CREATE OR REPLACE FUNCTION badal_product_attribute_tokens(product integer)
  RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT token ORDER BY token), '{}'::text[])
  FROM product_attribute_values v
  JOIN attributes a ON a.id = v.attribute_id
  CROSS JOIN LATERAL unnest(badal_value_tokens(v.attribute_id, a.type, v.value, v.number_value)) AS token
  WHERE v.product_id = product
$$;--> statement-breakpoint
-- The triggers run once per statement over the rows it changed (a transition table), so a seed's batch
-- of thousands of values rewrites each of its products once.
CREATE OR REPLACE FUNCTION badal_attribute_tokens_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET attribute_tokens = badal_product_attribute_tokens(p.id)
  WHERE p.id IN (SELECT DISTINCT product_id FROM changed_values);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION badal_attribute_tokens_refresh_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET attribute_tokens = badal_product_attribute_tokens(p.id)
  WHERE p.id IN (SELECT product_id FROM changed_values UNION SELECT product_id FROM previous_values);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_attribute_values_tokens_insert AFTER INSERT ON product_attribute_values
  REFERENCING NEW TABLE AS changed_values FOR EACH STATEMENT EXECUTE FUNCTION badal_attribute_tokens_refresh();--> statement-breakpoint
CREATE TRIGGER product_attribute_values_tokens_delete AFTER DELETE ON product_attribute_values
  REFERENCING OLD TABLE AS changed_values FOR EACH STATEMENT EXECUTE FUNCTION badal_attribute_tokens_refresh();--> statement-breakpoint
CREATE TRIGGER product_attribute_values_tokens_update AFTER UPDATE ON product_attribute_values
  REFERENCING NEW TABLE AS changed_values OLD TABLE AS previous_values
  FOR EACH STATEMENT EXECUTE FUNCTION badal_attribute_tokens_refresh_moved();--> statement-breakpoint
-- The products already there, in one pass.
UPDATE products p SET attribute_tokens = t.tokens
FROM (
  SELECT v.product_id, array_agg(DISTINCT token ORDER BY token) AS tokens
  FROM product_attribute_values v
  JOIN attributes a ON a.id = v.attribute_id
  CROSS JOIN LATERAL unnest(badal_value_tokens(v.attribute_id, a.type, v.value, v.number_value)) AS token
  GROUP BY v.product_id
) AS t
WHERE t.product_id = p.id;--> statement-breakpoint
CREATE INDEX "products_published_attribute_tokens_idx" ON "products" USING gin ("attribute_tokens") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."deal_state" is null;--> statement-breakpoint
-- The planner's statistics of the new terms (most common elements), for choosing between the index and a walk.
ANALYZE products;
