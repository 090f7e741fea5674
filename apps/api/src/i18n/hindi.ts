/**
 * The API's words in Hindi, keyed by their English (gettext's way: the English sentence is the
 * message's id, so a use case keeps throwing `AppError.notFound('Child not found')` and the
 * answer is said in the parent's language at the edge — docs/decisions/0021-api-speaks-hindi.md).
 *
 * A key with `{name}` placeholders is a template: it matches an English message built from it
 * (`Please wait 45 seconds …`) and the Hindi is filled with the same values. `{field}` values
 * are field labels (FIELD_LABELS below), `{date}` values are dates said in Hindi. Where the web
 * says the same thing (its catalogues, apps/web/src/**\/locales/hi.po) the words are the same:
 * hindi.test.ts holds the two to one wording. Style and word list: docs/hindi.md.
 */
export const HINDI: Readonly<Record<string, string>> = {
  // The shared validation rules (the contract's RULE_MESSAGES), as the web's forms say them.
  'Name is required': 'नाम ज़रूरी है',
  'Name can have at most {maxLetters} letters': 'नाम में ज़्यादा से ज़्यादा {maxLetters} अक्षर हो सकते हैं',
  'Name can have letters and spaces only': 'नाम में सिर्फ़ अक्षर और स्पेस हो सकते हैं',
  'Please enter the date as YYYY-MM-DD': 'कृपया तारीख़ YYYY-MM-DD के रूप में लिखें',
  'Please choose a date between {fromYear} and {toYear}':
    'कृपया {fromYear} से {toYear} के बीच की कोई तारीख़ चुनें',
  'Please choose the birth date': 'कृपया जन्म की तारीख़ चुनें',
  'Birth date cannot be in the future': 'जन्म की तारीख़ आज के बाद की नहीं हो सकती',
  'Please enter the weeks': 'कृपया हफ़्ते लिखें',
  'Weeks must be from {minWeeks} to {maxWeeks}': 'हफ़्ते {minWeeks} से {maxWeeks} तक होने चाहिए',
  'Days must be from 0 to 6': 'दिन 0 से 6 तक होने चाहिए',
  'Please choose the date': 'कृपया तारीख़ चुनें',
  'The date cannot be in the future': 'तारीख़ आज के बाद की नहीं हो सकती',
  'The date cannot be before the birth date': 'तारीख़ जन्म की तारीख़ से पहले की नहीं हो सकती',
  'Please enter the height or the weight': 'कृपया लंबाई या वज़न लिखें',
  'Height must be more than 0 and less than {maxHeight} cm':
    'लंबाई 0 से ज़्यादा और {maxHeight} cm से कम होनी चाहिए',
  'Weight must be more than 0 and less than {maxWeight} kg':
    'वज़न 0 से ज़्यादा और {maxWeight} kg से कम होना चाहिए',
  'Height can have at most {heightDecimals} decimals':
    'लंबाई में दशमलव के बाद ज़्यादा से ज़्यादा {heightDecimals} अंक हो सकते हैं',
  'Weight can have at most {weightDecimals} decimals':
    'वज़न में दशमलव के बाद ज़्यादा से ज़्यादा {weightDecimals} अंक हो सकते हैं',
  'Please choose the vaccination date': 'कृपया टीका लगने की तारीख़ चुनें',
  'Vaccination date cannot be in the future': 'टीका लगने की तारीख़ आज के बाद की नहीं हो सकती',
  'Vaccination date cannot be before the birth date':
    'टीका लगने की तारीख़ जन्म की तारीख़ से पहले की नहीं हो सकती',
  'Vaccine name is required': 'टीके का नाम ज़रूरी है',
  'Please choose why this dose is not needed': 'कृपया चुनें कि इस खुराक की ज़रूरत क्यों नहीं है',
  'Only a dose not yet recorded can be marked as not given':
    '‘नहीं लगा’ सिर्फ़ उसी खुराक के लिए दर्ज हो सकता है जिसके बारे में अभी कुछ दर्ज नहीं है',
  'Please choose the month': 'कृपया महीना चुनें',
  'Only doses awaiting a status update can be updated together':
    'एक साथ सिर्फ़ वही खुराकें बदली जा सकती हैं जिनके बारे में अभी बताना बाक़ी है',
  'Please enter the purpose': 'वजह लिखें',
  'Please enter the remarks': 'टिप्पणी लिखें',
  'Please attach the prescription or report': 'पर्चा या रिपोर्ट जोड़ें',
  'Please enter valid number': 'कृपया सही नंबर लिखें',
  'Please enter valid OTP': 'कृपया सही OTP लिखें',
  'A referral code has 1 to {maxCodeLength} letters, digits, - or _':
    'रेफ़रल कोड में 1 से {maxCodeLength} तक अक्षर, अंक, - या _ होते हैं',
  'Please remove the hidden control characters from this text':
    'कृपया इस टेक्स्ट में छिपे हुए कंट्रोल अक्षर हटाएँ',

  // What a request with a wrong shape is told (the contract's friendly zod messages).
  '{field} is required': '{field} ज़रूरी है',
  '{field} is not valid': '{field} सही नहीं है',
  '{field} must be at least {n} characters': '{field} में कम से कम {n} अक्षर होने चाहिए',
  '{field} must be at most {n} characters': '{field} में ज़्यादा से ज़्यादा {n} अक्षर हो सकते हैं',
  '{field} must be at least {n}': '{field} कम से कम {n} होना चाहिए',
  '{field} must be more than {n}': '{field} {n} से ज़्यादा होना चाहिए',
  '{field} must be at most {n}': '{field} ज़्यादा से ज़्यादा {n} हो सकता है',
  '{field} must be less than {n}': '{field} {n} से कम होना चाहिए',
  '{field} must be one of: {values}': '{field} इनमें से एक होना चाहिए: {values}',
  'Unknown field: {keys}': 'अनजान फ़ील्ड: {keys}',
  'The form is not valid': 'फ़ॉर्म में कुछ सही नहीं है',
  'The request is not valid': 'यह अनुरोध सही नहीं है',
  'Choose English (en) or Hindi (hi)': 'English (en) या हिन्दी (hi) चुनें',
  'Choose one of the plans: plan_7, plan_30 or plan_90':
    'इनमें से कोई एक प्लान चुनें: plan_7, plan_30 या plan_90',
  'Comment must be at most 500 characters': 'टिप्पणी में ज़्यादा से ज़्यादा 500 अक्षर हो सकते हैं',
  'Date is required': 'तारीख़ ज़रूरी है',
  'Indicator must be weight or height': 'नाप वज़न (weight) या लंबाई (height) का होना चाहिए',
  'Please add a note': 'कृपया टिप्पणी लिखें',
  'Please choose Girl or Boy': 'कृपया लड़की या लड़का चुनें',
  'Please choose a child': 'कृपया बच्चा चुनें',
  'Please choose a link': 'कृपया लिंक चुनें',
  'Link not found': 'लिंक नहीं मिला',
  'Please choose how long the link works: 1 hour to 30 days':
    'कृपया चुनें कि लिंक कितने समय तक चले: 1 घंटे से 30 दिन तक',
  'This child already has 10 active links. Revoke one to make another.':
    'इस बच्चे के 10 लिंक पहले से चालू हैं। नया बनाने के लिए कोई एक बंद करें।',
  'Link created': 'लिंक बन गया',
  'Link revoked': 'लिंक बंद कर दिया गया',
  'This link has expired or was revoked': 'इस लिंक का समय ख़त्म हो गया है या इसे बंद कर दिया गया है',
  'Please choose a record': 'कृपया रिकॉर्ड चुनें',
  'Please choose a state': 'कृपया राज्य चुनें',
  'Please choose a vaccination schedule': 'कृपया टीकाकरण शेड्यूल चुनें',
  'Please choose a vaccine': 'कृपया टीका चुनें',
  'Please choose an answer': 'कृपया एक जवाब चुनें',
  'Please choose at least one vaccine': 'कृपया कम से कम एक टीका चुनें',
  'Please enter a real date': 'कृपया सही तारीख़ लिखें',
  'Please enter the date as YYYY/MM/DD': 'कृपया तारीख़ YYYY/MM/DD के रूप में लिखें',
  'Please use letters only': 'कृपया सिर्फ़ अक्षर लिखें',
  'Say whether reminders are on': 'बताएँ कि याद दिलाना चालू है या नहीं',
  'Status must be complete, pending, not_needed or not_given':
    'स्थिति complete, pending, not_needed या not_given में से एक होनी चाहिए',

  // Sessions and sign-in.
  'Please sign in again': 'कृपया दोबारा साइन इन करें',
  'Your session has ended. Please sign in again.': 'आपका सेशन ख़त्म हो गया है। कृपया दोबारा साइन इन करें।',
  'Logged out': 'आप लॉग आउट हो गए',
  'Cross-site request refused': 'किसी दूसरी साइट से आया अनुरोध नहीं माना गया',
  'This link has expired or was already used. Send us a message on WhatsApp for a new one.':
    'यह लिंक पुराना हो गया है या पहले इस्तेमाल हो चुका है। नए लिंक के लिए हमें WhatsApp पर मैसेज भेजें।',
  'This sign-in was started in another browser. Please sign in with Google again here.':
    'यह साइन इन किसी दूसरे ब्राउज़र में शुरू हुआ था। कृपया यहाँ Google से दोबारा साइन इन करें।',
  'This sign-in attempt has expired. Please sign in with Google again.':
    'साइन इन का समय ख़त्म हो गया। कृपया Google से दोबारा साइन इन करें।',
  'This e-mail belongs to a Tika account linked to a different Google account. Please sign in with WhatsApp.':
    'यह ईमेल Tika के ऐसे अकाउंट का है जो किसी दूसरे Google अकाउंट से जुड़ा है। कृपया WhatsApp से साइन इन करें।',
  'Google sign-in is not available right now': 'Google से साइन इन अभी नहीं हो सकता',
  'Google sign-in is not reachable right now. Please try again.':
    'Google से अभी जुड़ नहीं पा रहे। कृपया दोबारा कोशिश करें।',
  'Google sign-in did not work. Please try again.':
    'Google से साइन इन नहीं हो पाया। कृपया दोबारा कोशिश करें।',
  'OTP sent to your contact number': 'आपके नंबर पर OTP भेज दिया गया है',
  'OTP sent successfully': 'OTP भेज दिया गया',
  'This OTP has expired or was already used. Please ask for a new one.':
    'यह OTP पुराना हो गया है या पहले इस्तेमाल हो चुका है। कृपया नया OTP माँगें।',
  'This number is not registered with Tika.': 'यह नंबर Tika पर रजिस्टर नहीं है।',
  'This number is already linked to another account': 'यह नंबर किसी दूसरे अकाउंट से जुड़ा है',
  'This number is already verified on your account': 'यह नंबर आपके अकाउंट पर पहले से पक्का है',
  'We could not send the OTP on WhatsApp. Please try again.':
    'हम WhatsApp पर OTP नहीं भेज पाए। कृपया दोबारा कोशिश करें।',
  'Please wait {wait} seconds before asking for a new OTP.': 'नया OTP माँगने से पहले {wait} सेकंड रुकें।',
  'Too many wrong OTPs. This number is locked; please try again in 1 minute.':
    'कई बार ग़लत OTP डाला गया। यह नंबर अभी रुका हुआ है; कृपया 1 मिनट बाद दोबारा कोशिश करें।',
  'Too many wrong OTPs. This number is locked; please try again in {minutes} minutes.':
    'कई बार ग़लत OTP डाला गया। यह नंबर अभी रुका हुआ है; कृपया {minutes} मिनट बाद दोबारा कोशिश करें।',
  'Too many OTP requests. Please try again later.':
    'बहुत बार OTP माँगा गया। कृपया थोड़ी देर बाद दोबारा कोशिश करें।',
  'Too many wrong OTPs from this network. Please try again later.':
    'इस नेटवर्क से कई बार ग़लत OTP डाला गया। कृपया थोड़ी देर बाद दोबारा कोशिश करें।',
  'Too many attempts from your network. Please try again later.':
    'आपके नेटवर्क से बहुत बार कोशिश हुई। कृपया थोड़ी देर बाद दोबारा कोशिश करें।',

  // The parent's account and children.
  Saved: 'सेव हो गया',
  'Language saved': 'भाषा सेव हो गई',
  'Profile updated successfully': 'प्रोफ़ाइल अपडेट हो गई',
  'Your account and all its data have been deleted': 'आपका अकाउंट और उसका सारा डेटा हटा दिया गया है',
  'You can add up to {maxChildren} children': 'आप ज़्यादा से ज़्यादा {maxChildren} बच्चे जोड़ सकते हैं',
  'Cannot delete the only child profile': 'बच्चे की इकलौती प्रोफ़ाइल नहीं हटाई जा सकती',
  'Child Profile updated': 'बच्चे की प्रोफ़ाइल अपडेट हो गई',
  'Child Profile deleted': 'बच्चे की प्रोफ़ाइल हटा दी गई',
  'Child not found': 'बच्चे की प्रोफ़ाइल नहीं मिली',
  // Deleting an account whose children have family (ACCOUNT_DELETION_MESSAGES).
  'You can hand over only a child you added': 'आप सिर्फ़ वही बच्चा सौंप सकते हैं जिसे आपने जोड़ा है',
  'No caregiver can take over this child now. A caregiver can take over a child only if they have fewer than 3 children of their own.':
    'अभी कोई देखभाल करने वाला यह बच्चा नहीं ले सकता। देखभाल करने वाले बच्चा तभी ले सकते हैं जब उनके अपने 3 से कम बच्चे हों।',
  // Family sharing (the contract's FAMILY_MESSAGES; 'Saved' is above), as the web says them.
  'Please choose Caregiver or Viewer': 'कृपया ‘देखभाल करने वाले’ या ‘सिर्फ़ देखने वाले’ चुनें',
  'Please say how they are shown, for example Papa or Dadi':
    'कृपया बताएँ कि उन्हें किस नाम से दिखाया जाए, जैसे पापा या दादी',
  'Please keep the name to 30 characters': 'नाम में ज़्यादा से ज़्यादा 30 अक्षर रखें',
  'Please enter the invitation code': 'कृपया न्योते का कोड लिखें',
  'This invitation has expired, was already used or was withdrawn':
    'इस न्योते का समय ख़त्म हो गया है, यह पहले ही इस्तेमाल हो चुका है या वापस ले लिया गया है',
  'You already look after this child': 'आप पहले से इस बच्चे की देखभाल करते हैं',
  'This child already has 10 open invitations. Withdraw one to make another.':
    'इस बच्चे के 10 न्योते पहले से खुले हैं। नया बनाने के लिए कोई एक वापस लें।',
  'You can view this child’s record but not change it. Ask the parent who added the child.':
    'आप इस बच्चे का रिकॉर्ड देख सकते हैं, पर बदल नहीं सकते। बच्चे को जोड़ने वाले माता-पिता से कहें।',
  'Only the parent who added this child can do that':
    'यह सिर्फ़ वही माता-पिता कर सकते हैं जिन्होंने यह बच्चा जोड़ा है',
  'This person is not in the child’s family': 'यह व्यक्ति बच्चे के परिवार में नहीं है',
  'Invitation created': 'न्योता बन गया',
  'Invitation withdrawn': 'न्योता वापस ले लिया गया',
  'You now follow this child': 'अब आप इस बच्चे को फ़ॉलो करते हैं',
  'Removed from the family': 'परिवार से हटा दिया गया',
  'You no longer follow this child': 'अब आप इस बच्चे को फ़ॉलो नहीं करते',
  'Please choose a family member': 'कृपया परिवार का सदस्य चुनें',
  'Please choose an invitation': 'कृपया न्योता चुनें',
  'Invitation not found': 'न्योता नहीं मिला',
  '{vaccine} was given on {date}, before this birth date':
    '{vaccine} {date} को लगा था, जो इस जन्म की तारीख़ से पहले है',
  '{vaccine} is dated {date}, before this birth date':
    '{vaccine} की तारीख़ {date} है, जो इस जन्म की तारीख़ से पहले है',
  '{vaccine} was given on {date}, before this birth date (and 1 more vaccine)':
    '{vaccine} {date} को लगा था, जो इस जन्म की तारीख़ से पहले है (और 1 टीका भी)',
  '{vaccine} is dated {date}, before this birth date (and 1 more vaccine)':
    '{vaccine} की तारीख़ {date} है, जो इस जन्म की तारीख़ से पहले है (और 1 टीका भी)',
  '{vaccine} was given on {date}, before this birth date (and {more} more vaccines)':
    '{vaccine} {date} को लगा था, जो इस जन्म की तारीख़ से पहले है (और {more} टीके भी)',
  '{vaccine} is dated {date}, before this birth date (and {more} more vaccines)':
    '{vaccine} की तारीख़ {date} है, जो इस जन्म की तारीख़ से पहले है (और {more} टीके भी)',

  // Vaccines.
  'Vaccine marked as complete': 'टीका लगा हुआ दर्ज हो गया',
  'Vaccine marked as incomplete': 'टीका बाक़ी दर्ज हो गया',
  'Marked as not needed': '‘ज़रूरत नहीं’ दर्ज हो गया',
  'Marked as not given: it is now due as a catch-up dose':
    '‘नहीं लगा’ दर्ज हो गया: अब यह छूटी खुराक (कैच-अप) के रूप में लगनी है',
  'Vaccines updated': 'टीके अपडेट हो गए',
  'Vaccine added successfully': 'टीका जोड़ दिया गया',
  'Vaccine not found': 'टीका नहीं मिला',
  'A file can only be added when marking a vaccine complete':
    'फ़ाइल सिर्फ़ टीका लगा हुआ दर्ज करते समय जोड़ी जा सकती है',

  'Reminders are on': 'याद दिलाना चालू है',
  'Reminders are off': 'याद दिलाना बंद है',

  // What a dose's forecast says (the contract's FORECAST_MESSAGES and explainForecast).
  'If it was missed, ask your paediatrician.': 'अगर यह छूट गया है, तो अपने बच्चों के डॉक्टर से पूछें।',
  'No longer given at this age.': 'इस उम्र में यह टीका अब नहीं लगता।',
  'No longer given: the series could not be started in time.':
    'अब नहीं लगता: इसकी खुराकें समय पर शुरू नहीं हो पाईं।',
  'This flu season has passed; the next season’s dose is listed.':
    'फ़्लू का यह मौसम निकल गया; अगले मौसम की खुराक सूची में है।',
  'Not needed: a 2-dose brand was given.': 'ज़रूरत नहीं: 2 खुराक वाला ब्रांड लगा है।',
  'Not needed: Hep B was given without a combination vaccine.':
    'ज़रूरत नहीं: Hep B बिना कॉम्बिनेशन टीके के लगा है।',
  'Not needed: a one-dose brand was given.': 'ज़रूरत नहीं: 1 खुराक वाला ब्रांड लगा है।',
  'Not needed: not a JE-endemic district.': 'ज़रूरत नहीं: आपके ज़िले में JE का ख़तरा नहीं है।',
  'Not needed, on the doctor’s advice.': 'ज़रूरत नहीं, डॉक्टर की सलाह पर।',
  'Not needed.': 'ज़रूरत नहीं।',
  'Not needed: the series is complete for your child’s age.':
    'ज़रूरत नहीं: आपके बच्चे की उम्र के हिसाब से सारी खुराकें पूरी हैं।',
  'Not needed: the previous booster was given at 4 years or later.':
    'ज़रूरत नहीं: पिछला बूस्टर 4 साल की उम्र में या उसके बाद लगा था।',
  'Not needed: the yearly flu doses end at 5 years.':
    'ज़रूरत नहीं: फ़्लू की सालाना खुराकें 5 साल की उम्र पर ख़त्म हो जाती हैं।',
  'Not needed, as the first dose is not needed.': 'ज़रूरत नहीं, क्योंकि पहली खुराक की ज़रूरत नहीं है।',
  '{sentence} If it was missed, ask your paediatrician.':
    '{sentence} अगर यह छूट गया है, तो अपने बच्चों के डॉक्टर से पूछें।',
  'Does not count: given before {age} of age. It will be repeated.':
    'गिनी नहीं जाएगी: {age} की उम्र से पहले लगी। यह खुराक दोबारा लगेगी।',
  'Does not count: given less than {interval} after {dose}. It will be repeated.':
    'गिनी नहीं जाएगी: {dose} के {interval} के अंदर लगी। यह खुराक दोबारा लगेगी।',
  'If not given yet: can still be given until {date}.':
    'अगर अभी नहीं लगा है: {date} तक लगवाया जा सकता है।',
  'If not given yet: it can still be given.': 'अगर अभी नहीं लगा है: अब भी लगवाया जा सकता है।',
  'Catch-up due: can be given until {date}.':
    'छूटा टीका (कैच-अप) लगना है: {date} तक लगवाया जा सकता है।',
  'Catch-up due now.': 'छूटा टीका (कैच-अप) अभी लगना है।',
  '{sentence} Please check the date. If it is right, confirm it.':
    '{sentence} कृपया तारीख़ जाँच लें। अगर यह सही है, तो पक्का करें।',
  'That date is before {age} of age, the earliest {dose} counts.':
    'यह तारीख़ {age} की उम्र से पहले की है; {dose} इससे पहले लगे तो गिना नहीं जाता।',
  'That date is less than {interval} after {dose}, so {thisDose} would not count.':
    'यह तारीख़ {dose} के {interval} के अंदर की है, इसलिए {thisDose} गिना नहीं जाएगा।',

  // Growth and medical records, files and uploads.
  'Growth record added': 'बढ़त का रिकॉर्ड जुड़ गया',
  'Record Deleted Successfully': 'रिकॉर्ड हटा दिया गया',
  'Record not found': 'रिकॉर्ड नहीं मिला',
  'Medical record added': 'मेडिकल रिकॉर्ड जुड़ गया',
  'Medical record deleted': 'मेडिकल रिकॉर्ड हटा दिया गया',
  'Your storage is full (200 MB). Please delete old records to add new ones.':
    'आपकी जगह भर गई है (200 MB)। नए रिकॉर्ड जोड़ने के लिए पुराने रिकॉर्ड हटाएँ।',
  'File not found': 'फ़ाइल नहीं मिली',
  'Open Tika': 'Tika खोलें',
  'This link has expired. Please open the record again.':
    'यह लिंक पुराना हो गया है। कृपया रिकॉर्ड दोबारा खोलें।',
  'File size should be less than 5MB': 'फ़ाइल 5MB से छोटी होनी चाहिए',
  'Image size should be less than 10MB': 'फ़ोटो 10MB से छोटी होनी चाहिए',
  'This image is too large. Please upload a smaller photo.':
    'यह फ़ोटो बहुत बड़ी है। कृपया छोटी फ़ोटो अपलोड करें।',
  'Please upload a PNG, JPEG or PDF file': 'कृपया PNG, JPEG या PDF फ़ाइल अपलोड करें',
  'This PDF could not be read. Please upload another copy of the file.':
    'यह PDF खुल नहीं पाई। कृपया फ़ाइल की दूसरी कॉपी अपलोड करें।',
  'This image could not be read. Please upload another photo.':
    'यह फ़ोटो खुल नहीं पाई। कृपया दूसरी फ़ोटो अपलोड करें।',
  'Please send the form as multipart/form-data': 'कृपया फ़ॉर्म multipart/form-data के रूप में भेजें',
  'Please send one file at a time': 'कृपया एक बार में एक ही फ़ाइल भेजें',
  'The upload could not be read. Please try again.':
    'अपलोड की गई फ़ाइल पढ़ी नहीं जा सकी। कृपया दोबारा कोशिश करें।',
  'The upload was interrupted. Please try again.': 'अपलोड बीच में रुक गया। कृपया दोबारा कोशिश करें।',
  'Many files are being uploaded right now. Please try again in a moment.':
    'अभी बहुत सारी फ़ाइलें अपलोड हो रही हैं। कृपया थोड़ी देर में दोबारा कोशिश करें।',
  'Please wait for your other uploads to finish, then try again.':
    'आपकी बाक़ी फ़ाइलें अपलोड होने दें, फिर दोबारा कोशिश करें।',

  // Stories and payments.
  'Could not fetch stories. Please try again later.':
    'कहानियाँ लोड नहीं हो पाईं। थोड़ी देर बाद दोबारा कोशिश करें।',
  'Order creation failed': 'ऑर्डर नहीं बन पाया',
  'Payment successful!': 'भुगतान हो गया!',
  'Payment verification failed': 'भुगतान की जाँच नहीं हो पाई',
  'Payment confirmation failed.': 'भुगतान पक्का नहीं हो पाया।',
  'This order was already paid, so this second payment has been refunded. The money reaches your account in 5–7 working days.':
    'इस ऑर्डर का भुगतान पहले ही हो चुका था, इसलिए यह दूसरा भुगतान वापस कर दिया गया है। पैसे 5–7 कामकाजी दिनों में आपके खाते में आ जाएँगे।',
  'Something went wrong during payment initiation': 'भुगतान शुरू करते समय कुछ गड़बड़ हो गई',
  'Payments are not available right now': 'अभी भुगतान नहीं हो सकता',
  'Too many payment attempts. Please try again in a while.':
    'भुगतान की बहुत कोशिशें हुईं। कृपया कुछ देर बाद दोबारा कोशिश करें।',
  'This story is locked': 'यह कहानी अभी बंद है',
  'Story not found': 'कहानी नहीं मिली',
  'Picture not found': 'तस्वीर नहीं मिली',

  // The server itself.
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  'Not found': 'नहीं मिला',
  'You are not allowed to do that': 'आप यह नहीं कर सकते',
  'The database is not answering. Please try again shortly.':
    'अभी डेटा तक पहुँच नहीं हो पा रही। कृपया थोड़ी देर में दोबारा कोशिश करें।',
  'Tika is busy right now. Please try again in a moment.':
    'Tika अभी बहुत व्यस्त है। कृपया थोड़ी देर में दोबारा कोशिश करें।',
};

/**
 * The names of inputs the friendly zod messages use (the contract's fieldLabel: 'contact_number'
 * → 'Contact number'), in Hindi. A label not here stays as it is.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  Value: 'यह जानकारी',
  Name: 'नाम',
  'First name': 'पहला नाम',
  'Last name': 'उपनाम',
  Email: 'ईमेल',
  'Contact number': 'फ़ोन नंबर',
  Otp: 'OTP',
  Dob: 'जन्म की तारीख़',
  Gender: 'लिंग',
  State: 'राज्य',
  Language: 'भाषा',
  'Record date': 'तारीख़',
  Height: 'लंबाई',
  Weight: 'वज़न',
  Purpose: 'वजह',
  Note: 'टिप्पणी',
  Description: 'जानकारी',
  'Vaccinated on': 'टीका लगने की तारीख़',
  Brand: 'ब्रांड',
  Batch: 'बैच',
  Date: 'तारीख़',
  Status: 'स्थिति',
  'Referral code': 'रेफ़रल कोड',
};
