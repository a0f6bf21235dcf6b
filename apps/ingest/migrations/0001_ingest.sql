create schema ingest;
call platform.install_messaging('ingest');
