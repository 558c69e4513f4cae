CREATE TABLE "mail_folders" (
	"host" text NOT NULL,
	"path" text NOT NULL,
	"last_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_folders_host_path_pk" PRIMARY KEY("host","path")
);
