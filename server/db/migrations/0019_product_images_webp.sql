-- Product images are served as WebP (decision 0172): a raster is decoded off a phone's main thread, an SVG is not.
-- The drawing itself is unchanged; /media/product/<slug>.svg still answers for orders that kept the old address.
UPDATE "products" SET
  "image" = regexp_replace("image", '^(/media/product/[a-z0-9-]+)\.svg', '\1.webp'),
  "gallery" = ARRAY(SELECT regexp_replace(g, '^(/media/product/[a-z0-9-]+)\.svg', '\1.webp')
    FROM unnest("gallery") WITH ORDINALITY AS u(g, n) ORDER BY n);
