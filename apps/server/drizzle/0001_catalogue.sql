CREATE TABLE "companies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"keywords" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_code" text NOT NULL,
	"type" text NOT NULL,
	"type_rank" integer NOT NULL,
	"on_sale" boolean NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"genders" text[] NOT NULL,
	"name_key" text NOT NULL,
	"alias_keys" text NOT NULL,
	"search_text" text NOT NULL,
	"summary" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_code");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type");--> statement-breakpoint
CREATE INDEX "products_on_sale_ages_idx" ON "products" USING btree ("on_sale","min_age","max_age");