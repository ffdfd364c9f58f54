CREATE TABLE "colour_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"input" jsonb NOT NULL,
	"image_hash" text NOT NULL,
	"image" "bytea" NOT NULL,
	"share_code" text NOT NULL,
	"share_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colour_pages_share_code_unique" UNIQUE("share_code")
);
--> statement-breakpoint
ALTER TABLE "colour_pages" ADD CONSTRAINT "colour_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colour_pages_user_updated_idx" ON "colour_pages" USING btree ("user_id","updated_at");