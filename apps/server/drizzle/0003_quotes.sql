ALTER TABLE "messages" ADD COLUMN "quote_message_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "quote_content" text;