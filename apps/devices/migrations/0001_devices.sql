create schema devices;
call platform.install_messaging('devices');
