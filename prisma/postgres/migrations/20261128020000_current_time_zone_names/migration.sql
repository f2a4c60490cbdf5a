-- Stored time zones under the current IANA names: the spellings Intl lists for a few zones
-- (Asia/Calcutta, Europe/Kiev ...) and the older aliases a browser may have reported at
-- registration (US/Eastern, Etc/UTC ...) become the name /preferences lists (Asia/Kolkata,
-- Europe/Kyiv, America/New_York, UTC). The pairs are what currentTimeZoneName (app/lib/time-zones.ts)
-- answers for each alias (a unit test checks them against it). Any other value stays as it is.
UPDATE "User" SET "timeZone" = CASE "timeZone"
  WHEN 'Africa/Asmera' THEN 'Africa/Asmara'
  WHEN 'Africa/Timbuktu' THEN 'Africa/Bamako'
  WHEN 'America/Argentina/ComodRivadavia' THEN 'America/Argentina/Catamarca'
  WHEN 'America/Atka' THEN 'America/Adak'
  WHEN 'America/Buenos_Aires' THEN 'America/Argentina/Buenos_Aires'
  WHEN 'America/Catamarca' THEN 'America/Argentina/Catamarca'
  WHEN 'America/Coral_Harbour' THEN 'America/Atikokan'
  WHEN 'America/Cordoba' THEN 'America/Argentina/Cordoba'
  WHEN 'America/Ensenada' THEN 'America/Tijuana'
  WHEN 'America/Fort_Wayne' THEN 'America/Indiana/Indianapolis'
  WHEN 'America/Godthab' THEN 'America/Nuuk'
  WHEN 'America/Indianapolis' THEN 'America/Indiana/Indianapolis'
  WHEN 'America/Jujuy' THEN 'America/Argentina/Jujuy'
  WHEN 'America/Knox_IN' THEN 'America/Indiana/Knox'
  WHEN 'America/Louisville' THEN 'America/Kentucky/Louisville'
  WHEN 'America/Mendoza' THEN 'America/Argentina/Mendoza'
  WHEN 'America/Montreal' THEN 'America/Toronto'
  WHEN 'America/Nipigon' THEN 'America/Toronto'
  WHEN 'America/Pangnirtung' THEN 'America/Iqaluit'
  WHEN 'America/Porto_Acre' THEN 'America/Rio_Branco'
  WHEN 'America/Rainy_River' THEN 'America/Winnipeg'
  WHEN 'America/Rosario' THEN 'America/Argentina/Cordoba'
  WHEN 'America/Santa_Isabel' THEN 'America/Tijuana'
  WHEN 'America/Shiprock' THEN 'America/Denver'
  WHEN 'America/Thunder_Bay' THEN 'America/Toronto'
  WHEN 'America/Virgin' THEN 'America/St_Thomas'
  WHEN 'America/Yellowknife' THEN 'America/Edmonton'
  WHEN 'Antarctica/South_Pole' THEN 'Antarctica/McMurdo'
  WHEN 'Asia/Ashkhabad' THEN 'Asia/Ashgabat'
  WHEN 'Asia/Calcutta' THEN 'Asia/Kolkata'
  WHEN 'Asia/Choibalsan' THEN 'Asia/Ulaanbaatar'
  WHEN 'Asia/Chongqing' THEN 'Asia/Shanghai'
  WHEN 'Asia/Chungking' THEN 'Asia/Shanghai'
  WHEN 'Asia/Dacca' THEN 'Asia/Dhaka'
  WHEN 'Asia/Harbin' THEN 'Asia/Shanghai'
  WHEN 'Asia/Istanbul' THEN 'Europe/Istanbul'
  WHEN 'Asia/Kashgar' THEN 'Asia/Urumqi'
  WHEN 'Asia/Katmandu' THEN 'Asia/Kathmandu'
  WHEN 'Asia/Macao' THEN 'Asia/Macau'
  WHEN 'Asia/Rangoon' THEN 'Asia/Yangon'
  WHEN 'Asia/Saigon' THEN 'Asia/Ho_Chi_Minh'
  WHEN 'Asia/Tel_Aviv' THEN 'Asia/Jerusalem'
  WHEN 'Asia/Thimbu' THEN 'Asia/Thimphu'
  WHEN 'Asia/Ujung_Pandang' THEN 'Asia/Makassar'
  WHEN 'Asia/Ulan_Bator' THEN 'Asia/Ulaanbaatar'
  WHEN 'Atlantic/Faeroe' THEN 'Atlantic/Faroe'
  WHEN 'Atlantic/Jan_Mayen' THEN 'Arctic/Longyearbyen'
  WHEN 'Australia/ACT' THEN 'Australia/Sydney'
  WHEN 'Australia/Canberra' THEN 'Australia/Sydney'
  WHEN 'Australia/Currie' THEN 'Australia/Hobart'
  WHEN 'Australia/LHI' THEN 'Australia/Lord_Howe'
  WHEN 'Australia/NSW' THEN 'Australia/Sydney'
  WHEN 'Australia/North' THEN 'Australia/Darwin'
  WHEN 'Australia/Queensland' THEN 'Australia/Brisbane'
  WHEN 'Australia/South' THEN 'Australia/Adelaide'
  WHEN 'Australia/Tasmania' THEN 'Australia/Hobart'
  WHEN 'Australia/Victoria' THEN 'Australia/Melbourne'
  WHEN 'Australia/West' THEN 'Australia/Perth'
  WHEN 'Australia/Yancowinna' THEN 'Australia/Broken_Hill'
  WHEN 'Brazil/Acre' THEN 'America/Rio_Branco'
  WHEN 'Brazil/DeNoronha' THEN 'America/Noronha'
  WHEN 'Brazil/East' THEN 'America/Sao_Paulo'
  WHEN 'Brazil/West' THEN 'America/Manaus'
  WHEN 'CET' THEN 'Europe/Brussels'
  WHEN 'CST6CDT' THEN 'America/Chicago'
  WHEN 'Canada/Atlantic' THEN 'America/Halifax'
  WHEN 'Canada/Central' THEN 'America/Winnipeg'
  WHEN 'Canada/Eastern' THEN 'America/Toronto'
  WHEN 'Canada/Mountain' THEN 'America/Edmonton'
  WHEN 'Canada/Newfoundland' THEN 'America/St_Johns'
  WHEN 'Canada/Pacific' THEN 'America/Vancouver'
  WHEN 'Canada/Saskatchewan' THEN 'America/Regina'
  WHEN 'Canada/Yukon' THEN 'America/Whitehorse'
  WHEN 'Chile/Continental' THEN 'America/Santiago'
  WHEN 'Chile/EasterIsland' THEN 'Pacific/Easter'
  WHEN 'Cuba' THEN 'America/Havana'
  WHEN 'EET' THEN 'Europe/Athens'
  WHEN 'EST' THEN 'America/Panama'
  WHEN 'EST5EDT' THEN 'America/New_York'
  WHEN 'Egypt' THEN 'Africa/Cairo'
  WHEN 'Eire' THEN 'Europe/Dublin'
  WHEN 'Etc/GMT' THEN 'UTC'
  WHEN 'Etc/GMT+0' THEN 'UTC'
  WHEN 'Etc/GMT-0' THEN 'UTC'
  WHEN 'Etc/GMT0' THEN 'UTC'
  WHEN 'Etc/Greenwich' THEN 'UTC'
  WHEN 'Etc/UCT' THEN 'UTC'
  WHEN 'Etc/UTC' THEN 'UTC'
  WHEN 'Etc/Universal' THEN 'UTC'
  WHEN 'Etc/Zulu' THEN 'UTC'
  WHEN 'Europe/Belfast' THEN 'Europe/London'
  WHEN 'Europe/Kiev' THEN 'Europe/Kyiv'
  WHEN 'Europe/Nicosia' THEN 'Asia/Nicosia'
  WHEN 'Europe/Tiraspol' THEN 'Europe/Chisinau'
  WHEN 'Europe/Uzhgorod' THEN 'Europe/Kyiv'
  WHEN 'Europe/Zaporozhye' THEN 'Europe/Kyiv'
  WHEN 'GB' THEN 'Europe/London'
  WHEN 'GB-Eire' THEN 'Europe/London'
  WHEN 'GMT' THEN 'UTC'
  WHEN 'GMT+0' THEN 'UTC'
  WHEN 'GMT-0' THEN 'UTC'
  WHEN 'GMT0' THEN 'UTC'
  WHEN 'Greenwich' THEN 'UTC'
  WHEN 'HST' THEN 'Pacific/Honolulu'
  WHEN 'Hongkong' THEN 'Asia/Hong_Kong'
  WHEN 'Iceland' THEN 'Atlantic/Reykjavik'
  WHEN 'Iran' THEN 'Asia/Tehran'
  WHEN 'Israel' THEN 'Asia/Jerusalem'
  WHEN 'Jamaica' THEN 'America/Jamaica'
  WHEN 'Japan' THEN 'Asia/Tokyo'
  WHEN 'Kwajalein' THEN 'Pacific/Kwajalein'
  WHEN 'Libya' THEN 'Africa/Tripoli'
  WHEN 'MET' THEN 'Europe/Brussels'
  WHEN 'MST' THEN 'America/Phoenix'
  WHEN 'MST7MDT' THEN 'America/Denver'
  WHEN 'Mexico/BajaNorte' THEN 'America/Tijuana'
  WHEN 'Mexico/BajaSur' THEN 'America/Mazatlan'
  WHEN 'Mexico/General' THEN 'America/Mexico_City'
  WHEN 'NZ' THEN 'Pacific/Auckland'
  WHEN 'NZ-CHAT' THEN 'Pacific/Chatham'
  WHEN 'Navajo' THEN 'America/Denver'
  WHEN 'PRC' THEN 'Asia/Shanghai'
  WHEN 'PST8PDT' THEN 'America/Los_Angeles'
  WHEN 'Pacific/Enderbury' THEN 'Pacific/Kanton'
  WHEN 'Pacific/Johnston' THEN 'Pacific/Honolulu'
  WHEN 'Pacific/Ponape' THEN 'Pacific/Pohnpei'
  WHEN 'Pacific/Samoa' THEN 'Pacific/Pago_Pago'
  WHEN 'Pacific/Truk' THEN 'Pacific/Chuuk'
  WHEN 'Pacific/Yap' THEN 'Pacific/Chuuk'
  WHEN 'Poland' THEN 'Europe/Warsaw'
  WHEN 'Portugal' THEN 'Europe/Lisbon'
  WHEN 'ROC' THEN 'Asia/Taipei'
  WHEN 'ROK' THEN 'Asia/Seoul'
  WHEN 'Singapore' THEN 'Asia/Singapore'
  WHEN 'Turkey' THEN 'Europe/Istanbul'
  WHEN 'UCT' THEN 'UTC'
  WHEN 'US/Alaska' THEN 'America/Anchorage'
  WHEN 'US/Aleutian' THEN 'America/Adak'
  WHEN 'US/Arizona' THEN 'America/Phoenix'
  WHEN 'US/Central' THEN 'America/Chicago'
  WHEN 'US/East-Indiana' THEN 'America/Indiana/Indianapolis'
  WHEN 'US/Eastern' THEN 'America/New_York'
  WHEN 'US/Hawaii' THEN 'Pacific/Honolulu'
  WHEN 'US/Indiana-Starke' THEN 'America/Indiana/Knox'
  WHEN 'US/Michigan' THEN 'America/Detroit'
  WHEN 'US/Mountain' THEN 'America/Denver'
  WHEN 'US/Pacific' THEN 'America/Los_Angeles'
  WHEN 'US/Samoa' THEN 'Pacific/Pago_Pago'
  WHEN 'Universal' THEN 'UTC'
  WHEN 'W-SU' THEN 'Europe/Moscow'
  WHEN 'WET' THEN 'Europe/Lisbon'
  WHEN 'Zulu' THEN 'UTC'
  ELSE "timeZone"
END
WHERE "timeZone" IN (
  'Africa/Asmera',
  'Africa/Timbuktu',
  'America/Argentina/ComodRivadavia',
  'America/Atka',
  'America/Buenos_Aires',
  'America/Catamarca',
  'America/Coral_Harbour',
  'America/Cordoba',
  'America/Ensenada',
  'America/Fort_Wayne',
  'America/Godthab',
  'America/Indianapolis',
  'America/Jujuy',
  'America/Knox_IN',
  'America/Louisville',
  'America/Mendoza',
  'America/Montreal',
  'America/Nipigon',
  'America/Pangnirtung',
  'America/Porto_Acre',
  'America/Rainy_River',
  'America/Rosario',
  'America/Santa_Isabel',
  'America/Shiprock',
  'America/Thunder_Bay',
  'America/Virgin',
  'America/Yellowknife',
  'Antarctica/South_Pole',
  'Asia/Ashkhabad',
  'Asia/Calcutta',
  'Asia/Choibalsan',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Dacca',
  'Asia/Harbin',
  'Asia/Istanbul',
  'Asia/Kashgar',
  'Asia/Katmandu',
  'Asia/Macao',
  'Asia/Rangoon',
  'Asia/Saigon',
  'Asia/Tel_Aviv',
  'Asia/Thimbu',
  'Asia/Ujung_Pandang',
  'Asia/Ulan_Bator',
  'Atlantic/Faeroe',
  'Atlantic/Jan_Mayen',
  'Australia/ACT',
  'Australia/Canberra',
  'Australia/Currie',
  'Australia/LHI',
  'Australia/NSW',
  'Australia/North',
  'Australia/Queensland',
  'Australia/South',
  'Australia/Tasmania',
  'Australia/Victoria',
  'Australia/West',
  'Australia/Yancowinna',
  'Brazil/Acre',
  'Brazil/DeNoronha',
  'Brazil/East',
  'Brazil/West',
  'CET',
  'CST6CDT',
  'Canada/Atlantic',
  'Canada/Central',
  'Canada/Eastern',
  'Canada/Mountain',
  'Canada/Newfoundland',
  'Canada/Pacific',
  'Canada/Saskatchewan',
  'Canada/Yukon',
  'Chile/Continental',
  'Chile/EasterIsland',
  'Cuba',
  'EET',
  'EST',
  'EST5EDT',
  'Egypt',
  'Eire',
  'Etc/GMT',
  'Etc/GMT+0',
  'Etc/GMT-0',
  'Etc/GMT0',
  'Etc/Greenwich',
  'Etc/UCT',
  'Etc/UTC',
  'Etc/Universal',
  'Etc/Zulu',
  'Europe/Belfast',
  'Europe/Kiev',
  'Europe/Nicosia',
  'Europe/Tiraspol',
  'Europe/Uzhgorod',
  'Europe/Zaporozhye',
  'GB',
  'GB-Eire',
  'GMT',
  'GMT+0',
  'GMT-0',
  'GMT0',
  'Greenwich',
  'HST',
  'Hongkong',
  'Iceland',
  'Iran',
  'Israel',
  'Jamaica',
  'Japan',
  'Kwajalein',
  'Libya',
  'MET',
  'MST',
  'MST7MDT',
  'Mexico/BajaNorte',
  'Mexico/BajaSur',
  'Mexico/General',
  'NZ',
  'NZ-CHAT',
  'Navajo',
  'PRC',
  'PST8PDT',
  'Pacific/Enderbury',
  'Pacific/Johnston',
  'Pacific/Ponape',
  'Pacific/Samoa',
  'Pacific/Truk',
  'Pacific/Yap',
  'Poland',
  'Portugal',
  'ROC',
  'ROK',
  'Singapore',
  'Turkey',
  'UCT',
  'US/Alaska',
  'US/Aleutian',
  'US/Arizona',
  'US/Central',
  'US/East-Indiana',
  'US/Eastern',
  'US/Hawaii',
  'US/Indiana-Starke',
  'US/Michigan',
  'US/Mountain',
  'US/Pacific',
  'US/Samoa',
  'Universal',
  'W-SU',
  'WET',
  'Zulu'
);
