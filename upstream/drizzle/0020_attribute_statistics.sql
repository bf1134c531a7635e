-- The planner's view of attribute filters (decision 023). One row per product and attribute, so
-- "model year between 2015 and 2020" is judged against every attribute's numbers at once: at
-- 1,000,000 products it expected 136 cars where 28,243 matched and built pages the slow way
-- round (every matching value first, then the newest). Statistics over the pair (attribute,
-- number) and (attribute, value) give it each attribute's own values.
CREATE STATISTICS IF NOT EXISTS "product_attribute_values_number_stats" (mcv, dependencies) ON "attribute_id", "number_value" FROM "product_attribute_values";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "product_attribute_values_value_stats" (mcv, dependencies) ON "attribute_id", "value" FROM "product_attribute_values";
--> statement-breakpoint
ALTER STATISTICS "product_attribute_values_number_stats" SET STATISTICS 1000;
--> statement-breakpoint
ALTER STATISTICS "product_attribute_values_value_stats" SET STATISTICS 1000;
--> statement-breakpoint
-- Gathered now, not at autovacuum's next pass: a large catalogue would be planned blind until then.
ANALYZE "product_attribute_values";
