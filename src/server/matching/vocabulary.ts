/**
 * The matching vocabulary (issue 32 item 5, docs/decisions/0063-matching.md): the skills, roles (job titles),
 * seniorities, spoken languages and places of a Belgian staffing firm's work, each one concept with its label in
 * French, English and Dutch and the ways people write it in any of the three. A text's concepts are the terms of
 * this list found in it (extract.ts), after the same folding (normalise.ts): so "comptable", "accountant" and
 * "boekhouder" are one concept, and "Java-ontwikkelaar" is the role developer plus the skill Java.
 *
 * Source: written for Hireframe from common job-market usage in Belgium (no list was copied); licence MIT, like the
 * repository. Add a term where a real CV or job ad was missed; a term that is also an everyday word (e.g. "office",
 * "support" alone) is left out on purpose.
 */

/** [id, French label, English label, Dutch label, ...other ways of writing it (any language)] */
type Entry = readonly [string, string, string, string, ...string[]];

export const SKILLS: readonly Entry[] = [
  // Software
  ['java', 'Java', 'Java', 'Java', 'java se', 'core java', 'java8', 'java11', 'java17'],
  ['java-ee', 'Java EE', 'Java EE', 'Java EE', 'jee', 'j2ee', 'jakarta ee', 'javaee'],
  ['spring', 'Spring', 'Spring', 'Spring', 'spring boot', 'springboot', 'spring framework', 'spring mvc'],
  ['hibernate', 'Hibernate/JPA', 'Hibernate/JPA', 'Hibernate/JPA', 'hibernate', 'jpa'],
  ['maven', 'Maven/Gradle', 'Maven/Gradle', 'Maven/Gradle', 'maven', 'gradle'],
  ['csharp', 'C#', 'C#', 'C#', 'csharp', 'c sharp'],
  ['dotnet', '.NET', '.NET', '.NET', 'dotnet', 'dotnet core', 'net framework', 'asp net', 'asp net core', 'asp net mvc', 'aspnet', 'vb net'],
  ['entity-framework', 'Entity Framework', 'Entity Framework', 'Entity Framework', 'ef core'],
  ['javascript', 'JavaScript', 'JavaScript', 'JavaScript', 'js', 'ecmascript', 'es6', 'jquery'],
  ['typescript', 'TypeScript', 'TypeScript', 'TypeScript', 'ts'],
  ['react', 'React', 'React', 'React', 'reactjs', 'react js', 'react native', 'nextjs', 'next js'],
  ['angular', 'Angular', 'Angular', 'Angular', 'angularjs', 'angular js'],
  ['vue', 'Vue.js', 'Vue.js', 'Vue.js', 'vuejs', 'vue js', 'nuxt'],
  ['html-css', 'HTML/CSS', 'HTML/CSS', 'HTML/CSS', 'html', 'html5', 'css', 'css3', 'sass', 'scss', 'tailwind'],
  ['accessibility', 'Accessibilité web', 'Web accessibility', 'Webtoegankelijkheid', 'wcag', 'accessibilite', 'toegankelijkheid', 'a11y'],
  ['nodejs', 'Node.js', 'Node.js', 'Node.js', 'node', 'nodejs', 'node js', 'express js'],
  ['php', 'PHP', 'PHP', 'PHP', 'laravel', 'symfony'],
  ['python', 'Python', 'Python', 'Python', 'django', 'flask'],
  ['pandas', 'pandas', 'pandas', 'pandas', 'numpy', 'scikit learn', 'sklearn'],
  ['sql', 'SQL', 'SQL', 'SQL', 'pl sql', 'plsql', 't sql', 'tsql', 'mysql'],
  ['sql-server', 'SQL Server', 'SQL Server', 'SQL Server', 'ms sql', 'mssql', 'microsoft sql server'],
  ['postgresql', 'PostgreSQL', 'PostgreSQL', 'PostgreSQL', 'postgres'],
  ['oracle-db', 'Oracle', 'Oracle', 'Oracle', 'oracle database', 'oracle sql', 'oracle db'],
  ['rest-api', 'API REST', 'REST APIs', "REST-API's", 'rest', 'restful', 'api rest', 'rest api', 'web services', 'webservices', 'service rest'],
  ['microservices', 'Microservices', 'Microservices', 'Microservices', 'micro services', 'micro service'],
  ['git', 'Git', 'Git', 'Git', 'github', 'gitlab', 'bitbucket'],
  ['visual-studio', 'Visual Studio', 'Visual Studio', 'Visual Studio'],
  ['cpp', 'C++', 'C++', 'C++', 'cplusplus'],
  ['mobile', 'Développement mobile', 'Mobile development', 'Mobiele ontwikkeling', 'android', 'ios', 'swift', 'kotlin', 'flutter'],
  // Data
  ['power-bi', 'Power BI', 'Power BI', 'Power BI', 'powerbi'],
  ['tableau', 'Tableau', 'Tableau', 'Tableau', 'tableau software'],
  ['machine-learning', 'Machine learning', 'Machine learning', 'Machine learning', 'apprentissage automatique', 'deep learning', 'intelligence artificielle', 'artificial intelligence', 'ml', 'ai'],
  ['statistics', 'Statistiques', 'Statistics', 'Statistiek', 'statistique', 'statistical', 'statistisch', 'statistische', 'r studio'],
  ['data-warehouse', 'Data warehouse', 'Data warehousing', 'Datawarehouse', 'datawarehouse', 'etl', 'data warehousing', 'dwh'],
  // Infrastructure
  ['windows-server', 'Windows Server', 'Windows Server', 'Windows Server'],
  ['windows', 'Windows', 'Windows', 'Windows', 'windows 10', 'windows 11', 'windows10', 'windows11'],
  ['linux', 'Linux', 'Linux', 'Linux', 'red hat', 'redhat', 'rhel', 'ubuntu', 'debian', 'centos', 'unix'],
  ['active-directory', 'Active Directory', 'Active Directory', 'Active Directory', 'ad gpo', 'gpo', 'azure ad', 'entra id'],
  ['virtualisation', 'Virtualisation', 'Virtualisation', 'Virtualisatie', 'vmware', 'vsphere', 'hyper v', 'hyperv', 'virtualization', 'esxi'],
  ['powershell', 'PowerShell', 'PowerShell', 'PowerShell', 'scripting powershell'],
  ['networking', 'Réseaux', 'Networking', 'Netwerken', 'reseau', 'network', 'netwerk', 'tcp ip', 'tcpip', 'cisco', 'lan wan', 'ccna', 'administration reseau', 'network administration', 'netwerkbeheer', 'firewall'],
  ['backup', 'Sauvegardes', 'Backups', 'Back-ups', 'sauvegarde', 'backup', 'back up', 'veeam'],
  ['docker', 'Docker', 'Docker', 'Docker', 'containers', 'conteneurs'],
  ['kubernetes', 'Kubernetes', 'Kubernetes', 'Kubernetes', 'k8s', 'openshift', 'aks', 'eks'],
  ['aws', 'AWS', 'AWS', 'AWS', 'amazon web services'],
  ['azure', 'Azure', 'Azure', 'Azure', 'microsoft azure', 'azure devops'],
  ['terraform', 'Infrastructure as code', 'Infrastructure as code', 'Infrastructure as code', 'terraform', 'ansible', 'puppet', 'iac'],
  ['ci-cd', 'CI/CD', 'CI/CD', 'CI/CD', 'ci cd', 'cicd', 'jenkins', 'gitlab ci', 'github actions', 'continuous integration', 'integration continue'],
  ['monitoring', 'Monitoring', 'Monitoring', 'Monitoring', 'prometheus', 'grafana', 'nagios', 'zabbix', 'supervision'],
  ['user-support', 'Support aux utilisateurs', 'User support', 'Gebruikersondersteuning', 'support utilisateur', 'assistance aux utilisateurs', 'assistance utilisateur', 'end user support', 'user support', 'ondersteuning van gebruikers', 'eerstelijnsondersteuning', 'first line support', 'support de premier niveau', 'premier niveau de support', 'service desk', 'servicedesk', 'helpdesk'],
  ['office365', 'Microsoft 365', 'Microsoft 365', 'Microsoft 365', 'office 365', 'o365', 'm365', 'office365'],
  ['itil', 'ITIL', 'ITIL', 'ITIL', 'itil v3', 'itil v4'],
  ['ticketing', 'Outils de ticketing', 'Ticketing tools', 'Ticketingsystemen', 'servicenow', 'topdesk', 'glpi', 'jira service management'],
  ['troubleshooting', 'Dépannage', 'Troubleshooting', 'Probleemoplossing', 'depannage', 'resolution d incidents', 'incident resolution', 'incident management', 'gestion des incidents', 'incidentbeheer', 'probleemoplossend'],
  ['hardware', 'Matériel informatique', 'Hardware', 'Hardware', 'materiel informatique', 'postes de travail', 'workstation', 'werkposten', 'pc installatie'],
  // SAP and finance
  ['sap-fi', 'SAP FI', 'SAP FI', 'SAP FI', 'sap fi', 'sap finance', 'sap financials'],
  ['sap-co', 'SAP CO', 'SAP CO', 'SAP CO', 'sap co', 'co pa', 'copa', 'sap controlling'],
  ['s4hana', 'SAP S/4HANA', 'SAP S/4HANA', 'SAP S/4HANA', 's4hana', 's4 hana', 'sap hana', 'hana'],
  ['sap-mm', 'SAP MM', 'SAP MM', 'SAP MM', 'sap mm'],
  ['sap-sd', 'SAP SD', 'SAP SD', 'SAP SD', 'sap sd'],
  ['sap-abap', 'ABAP', 'ABAP', 'ABAP', 'abap'],
  ['sap-pm', 'SAP PM', 'SAP PM', 'SAP PM', 'sap pm'],
  ['customizing', 'Paramétrage', 'Customizing', 'Customizing', 'parametrage', 'configuration sap', 'sap customizing'],
  ['general-ledger', 'Comptabilité générale', 'General ledger', 'Algemene boekhouding', 'comptabilite generale', 'grand livre', 'general ledger', 'grootboek', 'algemene boekhouding'],
  ['accounting', 'Comptabilité', 'Accounting', 'Boekhouding', 'comptabilite', 'comptable', 'tenue de la comptabilite', 'bookkeeping', 'accountancy', 'boekhouden', 'boekhoudkundig', 'boekhoudkundige'],
  ['vat', 'TVA', 'VAT', 'Btw', 'tva', 'vat', 'btw', 'declaration tva', 'declarations tva', 'vat return', 'btw aangifte'],
  ['closing', 'Clôtures', 'Closing', 'Afsluitingen', 'cloture', 'clotures', 'closing', 'month end', 'year end', 'maandafsluiting', 'jaarafsluiting', 'afsluiting', 'bilan', 'jaarrekening', 'annual accounts', 'comptes annuels'],
  ['accounting-software', 'Logiciels comptables', 'Accounting software', 'Boekhoudpakketten', 'winbooks', 'bob 50', 'bob50', 'exact online', 'octopus', 'horus', 'adsolut', 'yuki'],
  ['excel', 'Excel', 'Excel', 'Excel', 'ms excel', 'microsoft excel', 'excel avance', 'vba'],
  ['accounts-payable', 'Comptabilité fournisseurs', 'Accounts payable', 'Leveranciersboekhouding', 'comptabilite fournisseurs', 'factures fournisseurs', 'accounts payable', 'supplier invoices', 'leveranciersboekhouding', 'aankoopfacturen', 'crediteurenbeheer', 'crediteuren'],
  ['accounts-receivable', 'Comptabilité clients', 'Accounts receivable', 'Klantenboekhouding', 'comptabilite clients', 'accounts receivable', 'credit collection', 'debiteurenbeheer', 'recouvrement'],
  ['bank-reconciliation', 'Rapprochements bancaires', 'Bank reconciliations', 'Bankreconciliaties', 'rapprochement bancaire', 'bank reconciliation', 'bankreconciliatie'],
  ['tax', 'Fiscalité', 'Tax', 'Fiscaliteit', 'fiscalite', 'taxation', 'fiscaliteit', 'declaration fiscale', 'declarations fiscales', 'tax return', 'belastingaangifte', 'impot des societes', 'vennootschapsbelasting'],
  ['budgeting', 'Budget', 'Budgeting', 'Budgettering', 'budget', 'budgets', 'elaboration du budget', 'budgetting', 'budgetering', 'forecast', 'forecasts', 'previsions', 'fp a'],
  ['financial-reporting', 'Reporting financier', 'Financial reporting', 'Financiële rapportering', 'reporting financier', 'reporting', 'financial reporting', 'rapportering', 'financiele rapportering', 'management reporting', 'kpi'],
  ['variance-analysis', 'Analyse des écarts', 'Variance analysis', 'Afwijkingsanalyse', 'analyse des ecarts', 'variance analysis', 'afwijkingsanalyse', 'variantieanalyse'],
  ['ifrs', 'IFRS', 'IFRS', 'IFRS', 'ias ifrs', 'us gaap', 'belgian gaap'],
  ['consolidation', 'Consolidation', 'Consolidation', 'Consolidatie', 'consolidatie', 'group consolidation'],
  ['controlling', 'Contrôle de gestion', 'Controlling', 'Controlling', 'controle de gestion', 'management accounting', 'beheerscontrole', 'cost accounting', 'comptabilite analytique', 'kostenboekhouding'],
  // HR
  ['payroll', 'Paie', 'Payroll', 'Loonadministratie', 'paie', 'calcul des salaires', 'gestion salariale', 'salary calculation', 'payroll', 'loonadministratie', 'loonberekening', 'lonen', 'salarissen'],
  ['social-law', 'Législation sociale', 'Social legislation', 'Sociale wetgeving', 'legislation sociale', 'droit social', 'droit du travail', 'social legislation', 'labour law', 'employment law', 'sociale wetgeving', 'arbeidsrecht'],
  ['dimona', 'DIMONA/DmfA', 'DIMONA/DmfA', 'DIMONA/DmfA', 'dimona', 'dmfa', 'declarations onss', 'rsz aangiftes'],
  ['payroll-software', 'Secrétariat social', 'Payroll providers', 'Sociaal secretariaat', 'sd worx', 'partena', 'securex', 'acerta', 'liantis', 'group s', 'secretariat social', 'sociaal secretariaat'],
  ['personnel-admin', 'Administration du personnel', 'Personnel administration', 'Personeelsadministratie', 'administration du personnel', 'personnel administration', 'personeelsadministratie', 'hr administration', 'administration rh'],
  ['recruitment', 'Recrutement', 'Recruitment', 'Werving en selectie', 'recrutement', 'recrutements', 'recruiting', 'recruitment', 'werving', 'selectie', 'werving en selectie', 'rekrutering', 'aanwerving', 'aanwervingen', 'talent acquisition'],
  ['sourcing', 'Sourcing', 'Sourcing', 'Sourcing', 'chasse de tetes', 'headhunting', 'executive search', 'linkedin recruiter'],
  ['interviewing', 'Entretiens de sélection', 'Interviewing', 'Selectiegesprekken', 'entretiens de selection', 'entretien de selection', 'interviewing', 'candidate interviews', 'selectiegesprekken', 'sollicitatiegesprekken', 'competency based interviews'],
  ['ats', 'Logiciel de recrutement (ATS)', 'Applicant tracking (ATS)', 'Rekruteringssoftware (ATS)', 'ats', 'applicant tracking', 'smartrecruiters', 'greenhouse', 'workday recruiting', 'recruitee'],
  ['employer-branding', 'Marque employeur', 'Employer branding', 'Employer branding', 'marque employeur', 'employer branding'],
  // Project and analysis
  ['project-management', 'Gestion de projet', 'Project management', 'Projectmanagement', 'gestion de projet', 'gestion de projets', 'pilotage de projet', 'pilotage de projets', 'project management', 'projectmanagement', 'projectbeheer', 'projectleiding'],
  ['prince2', 'PRINCE2', 'PRINCE2', 'PRINCE2', 'prince 2', 'prince2', 'pmp', 'pmi', 'ipma'],
  ['agile', 'Agile/Scrum', 'Agile/Scrum', 'Agile/Scrum', 'agile', 'scrum', 'safe', 'kanban', 'sprint'],
  ['stakeholder-management', 'Gestion des parties prenantes', 'Stakeholder management', 'Stakeholdermanagement', 'parties prenantes', 'stakeholder management', 'stakeholders', 'stakeholdermanagement'],
  ['risk-management', 'Gestion des risques', 'Risk management', 'Risicobeheer', 'gestion des risques', 'risk management', 'risicobeheer', 'risicomanagement'],
  ['jira', 'Jira', 'Jira', 'Jira', 'confluence', 'ms project', 'microsoft project', 'xray'],
  ['requirements', 'Analyse des besoins', 'Requirements analysis', 'Behoefteanalyse', 'analyse des besoins', 'recueil des besoins', 'recueil des exigences', 'exigences', 'requirements', 'requirements analysis', 'requirements gathering', 'behoefteanalyse', 'analyse fonctionnelle', 'functional analysis', 'functionele analyse'],
  ['bpmn', 'BPMN', 'BPMN', 'BPMN', 'bpmn 2'],
  ['uml', 'UML', 'UML', 'UML'],
  ['user-stories', 'User stories', 'User stories', 'User stories', 'user story', 'backlog'],
  ['process-modelling', 'Modélisation des processus', 'Process modelling', 'Procesmodellering', 'modelisation des processus', 'process modelling', 'process modeling', 'procesmodellering', 'procesanalyse', 'analyse des processus', 'process analysis'],
  ['acceptance-testing', 'Tests d’acceptation', 'Acceptance testing', 'Acceptatietesten', 'tests d acceptation', 'recette', 'uat', 'user acceptance testing', 'acceptance tests', 'acceptatietesten', 'acceptatietest'],
  ['test-automation', 'Tests automatisés', 'Test automation', 'Testautomatisatie', 'tests automatises', 'automatisation des tests', 'test automation', 'automated testing', 'automated tests', 'testautomatisatie', 'testautomatisering', 'geautomatiseerd testen'],
  ['selenium', 'Selenium', 'Selenium', 'Selenium', 'selenium webdriver', 'webdriver'],
  ['cypress', 'Cypress/Playwright', 'Cypress/Playwright', 'Cypress/Playwright', 'cypress', 'playwright', 'cucumber'],
  ['istqb', 'ISTQB', 'ISTQB', 'ISTQB', 'tmap'],
  ['test-design', 'Plans et cas de test', 'Test plans and cases', 'Testplannen en testgevallen', 'plan de test', 'plans de test', 'cas de test', 'test plan', 'test plans', 'test cases', 'test case', 'testplan', 'testplannen', 'testgevallen', 'testscenario', 'testscenarios', 'scenarios de test'],
  ['regression-testing', 'Tests de non-régression', 'Regression testing', 'Regressietesten', 'non regression', 'tests de regression', 'regression testing', 'regression tests', 'regressietesten', 'regressietest'],
  // Sales and service
  ['prospecting', 'Prospection', 'Prospecting', 'Prospectie', 'prospection', 'developpement commercial', 'prospecting', 'business development', 'lead generation', 'prospectie', 'nieuwe klanten werven', 'acquisitie', 'new business'],
  ['negotiation', 'Négociation', 'Negotiation', 'Onderhandelen', 'negociation', 'negocier', 'negotiation', 'negotiating', 'onderhandeling', 'onderhandelen', 'onderhandelingen'],
  ['crm', 'CRM', 'CRM', 'CRM', 'salesforce', 'hubspot', 'dynamics crm', 'zendesk', 'service cloud'],
  ['b2b', 'Vente B2B', 'B2B sales', 'B2B-verkoop', 'b2b', 'business to business'],
  ['driving-licence', 'Permis B', 'Driving licence', 'Rijbewijs B', 'permis b', 'permis de conduire', 'driving licence', 'driving license', 'driver s license', 'rijbewijs', 'rijbewijs b'],
  ['account-management', 'Gestion de portefeuille clients', 'Key account management', 'Accountbeheer', 'portefeuille clients', 'gestion de portefeuille', 'key account', 'key account management', 'account management', 'klantenportefeuille', 'accountbeheer'],
  ['customer-service', 'Service client', 'Customer service', 'Klantendienst', 'service client', 'service clientele', 'relation client', 'relation clientele', 'customer service', 'customer care', 'customer support', 'klantendienst', 'klantenservice', 'klantenondersteuning'],
  ['call-centre', 'Centre d’appels', 'Call centre', 'Callcenter', 'centre d appels', 'call center', 'call centre', 'contact center', 'contact centre', 'callcenter', 'contactcenter', 'inbound calls', 'appels entrants', 'inkomende oproepen'],
  ['complaints', 'Gestion des réclamations', 'Complaint handling', 'Klachtenbehandeling', 'reclamations', 'gestion des reclamations', 'traitement des plaintes', 'plaintes', 'complaint handling', 'complaints', 'klachtenbehandeling', 'klachten'],
  ['active-listening', 'Écoute active', 'Active listening', 'Actief luisteren', 'ecoute active', 'active listening', 'actief luisteren', 'empathie', 'empathy'],
  ['marketing', 'Marketing', 'Marketing', 'Marketing', 'marketing digital', 'digital marketing', 'seo', 'sea', 'google ads', 'social media'],
  // Logistics
  ['forklift', 'Chariot élévateur', 'Forklift', 'Heftruck', 'chariot elevateur', 'chariots elevateurs', 'cariste', 'permis cariste', 'forklift', 'forklift licence', 'fork lift', 'heftruck', 'heftruckattest', 'reachtruck', 'reach truck'],
  ['order-picking', 'Préparation de commandes', 'Order picking', 'Orderpicking', 'preparation de commandes', 'preparateur de commandes', 'picking', 'order picking', 'orderpicking', 'orders verzamelen', 'orderpicker'],
  ['goods-receipt', 'Réception des marchandises', 'Goods receipt', 'Goederenontvangst', 'reception des marchandises', 'reception marchandises', 'goods receipt', 'goods in', 'goederenontvangst', 'ontvangst van goederen', 'expedition', 'shipping', 'verzending'],
  ['stock-control', 'Gestion de stock', 'Stock control', 'Voorraadbeheer', 'gestion de stock', 'gestion des stocks', 'inventaire', 'stock control', 'inventory', 'voorraadbeheer', 'inventaris', 'scanner', 'hand scanner', 'handscanner'],
  ['wms', 'WMS', 'WMS', 'WMS', 'warehouse management system', 'sap ewm', 'ewm'],
  ['vca', 'VCA', 'VCA', 'VCA', 'vca basis', 'vca vol', 'veiligheid', 'securite chantier'],
  ['pallet-truck', 'Transpalette électrique', 'Electric pallet truck', 'Elektrische transpallet', 'transpalette', 'pallet truck', 'transpallet', 'palletwagen'],
  ['supply-chain', 'Supply chain', 'Supply chain', 'Supply chain', 'chaine logistique', 'logistics planning', 'planification logistique', 'transport planning'],
  ['truck-licence', 'Permis C/CE', 'Truck licence (C/CE)', 'Rijbewijs C/CE', 'permis c', 'permis ce', 'rijbewijs c', 'rijbewijs ce', 'c ce licence', 'adr'],
  // Technical trades
  ['electrical-installation', 'Installations électriques', 'Electrical installations', 'Elektrische installaties', 'installations electriques', 'installation electrique', 'electrical installation', 'electrical installations', 'electrical wiring', 'elektrische installatie', 'elektrische installaties', 'bekabeling', 'cablage', 'laadpalen', 'bornes de recharge', 'charging points'],
  ['ba4-ba5', 'BA4/BA5', 'BA4/BA5', 'BA4/BA5', 'ba4', 'ba5', 'ba4 ba5'],
  ['schematics', 'Lecture de schémas', 'Reading schematics', "Schema's lezen", 'lecture de schemas', 'lecture de plans', 'schemas electriques', 'reading schematics', 'wiring diagrams', 'schematics', 'schema s lezen', 'elektrische schema s', 'plans lezen'],
  ['home-automation', 'Domotique', 'Home automation', 'Domotica', 'domotique', 'home automation', 'domotica', 'knx', 'niko home control'],
  ['switchboards', 'Tableaux électriques', 'Distribution boards', 'Verdeelborden', 'tableaux electriques', 'tableau electrique', 'coffrets electriques', 'distribution boards', 'switchboards', 'switchboard', 'verdeelborden', 'verdeelbord', 'elektrische borden', 'schakelkasten'],
  ['rgie', 'RGIE/AREI', 'RGIE/AREI', 'AREI/RGIE', 'rgie', 'arei'],
  ['preventive-maintenance', 'Maintenance préventive et curative', 'Preventive and corrective maintenance', 'Preventief en correctief onderhoud', 'maintenance preventive', 'maintenance curative', 'preventive maintenance', 'corrective maintenance', 'preventief onderhoud', 'correctief onderhoud', 'predictive maintenance', 'onderhoud'],
  ['mechanics', 'Mécanique', 'Mechanics', 'Mechanica', 'mecanique', 'mechanical', 'mechanics', 'mechanica', 'mechanisch'],
  ['hydraulics', 'Hydraulique', 'Hydraulics', 'Hydraulica', 'hydraulique', 'hydraulic', 'hydraulics', 'hydraulica', 'hydraulisch'],
  ['pneumatics', 'Pneumatique', 'Pneumatics', 'Pneumatica', 'pneumatique', 'pneumatic', 'pneumatics', 'pneumatica', 'pneumatisch'],
  ['plc', 'Automates programmables (PLC)', 'PLC programming', 'PLC-programmatie', 'plc', 'automates', 'automate programmable', 'automates programmables', 'siemens s7', 's7', 'tia portal', 'step 7', 'plc programmatie', 'sturingen'],
  ['electromechanics', 'Électromécanique', 'Electromechanics', 'Elektromechanica', 'electromecanique', 'electromechanical', 'electromechanics', 'elektromechanica', 'elektromechanisch'],
  ['cmms', 'GMAO', 'CMMS', 'CMMS', 'gmao', 'cmms', 'maximo'],
  ['welding', 'Soudure', 'Welding', 'Lassen', 'soudure', 'soudeur', 'welding', 'lassen', 'tig', 'mig mag'],
  ['autocad', 'AutoCAD', 'AutoCAD', 'AutoCAD', 'revit', 'solidworks', 'cad'],
  // Other trades (so that their people are recognised as such, not as nobody)
  ['patient-care', 'Soins aux patients', 'Patient care', 'Patiëntenzorg', 'soins infirmiers', 'soins aux patients', 'patient care', 'nursing', 'verpleging', 'patientenzorg', 'wondzorg', 'medicatiebeheer'],
  ['cooking', 'Cuisine', 'Cooking', 'Koken', 'cuisine', 'cooking', 'koken', 'haccp', 'afsca', 'favv'],
  ['teaching', 'Enseignement', 'Teaching', 'Onderwijs', 'enseignement', 'teaching', 'lesgeven', 'onderwijs', 'pedagogie'],
];

/**
 * Roles (what a job title names), each in a group of neighbouring roles: a role of the same group is a half match.
 * [id, group, French label, English label, Dutch label, ...other ways of writing it]
 */
type RoleEntry = readonly [string, string, string, string, string, ...string[]];

export const ROLES: readonly RoleEntry[] = [
  ['developer', 'software', 'Développeur', 'Developer', 'Ontwikkelaar', 'developpeur', 'developpeuse', 'developper', 'programmeur', 'programmeuse', 'programmer', 'software engineer', 'software developer', 'ingenieur logiciel', 'ontwikkelaar', 'softwareontwikkelaar', 'developer', 'analyste developpeur', 'analyste programmeur', 'analist ontwikkelaar', 'backend engineer', 'back end engineer', 'frontend engineer', 'front end engineer', 'full stack', 'fullstack', 'webontwikkelaar', 'web developer', 'developpeur web', 'integrateur web', 'engineer java', 'engineer net'],
  ['frontend', 'software', 'Front-end', 'Front-end', 'Front-end', 'front end', 'frontend', 'front'],
  ['backend', 'software', 'Back-end', 'Back-end', 'Back-end', 'back end', 'backend'],
  ['data-analyst', 'data', 'Analyste de données', 'Data analyst', 'Data-analist', 'data analyst', 'analyste de donnees', 'data analist', 'bi analyst', 'analyste bi', 'bi analist', 'business intelligence'],
  ['data-scientist', 'data', 'Data scientist', 'Data scientist', 'Data scientist', 'data scientist', 'datawetenschapper'],
  ['data-engineer', 'data', 'Data engineer', 'Data engineer', 'Data engineer', 'data engineer', 'ingenieur data'],
  ['sysadmin', 'infrastructure', 'Administrateur système', 'System administrator', 'Systeembeheerder', 'administrateur systeme', 'administrateur systemes', 'administratrice systeme', 'ingenieur systeme', 'system administrator', 'systems administrator', 'sysadmin', 'systems engineer', 'system engineer', 'systeembeheerder', 'infrastructure administrator', 'it infrastructure', 'ict beheerder', 'netwerkbeheerder', 'administrateur reseau', 'network administrator', 'network engineer', 'ingenieur reseau'],
  ['devops', 'infrastructure', 'Ingénieur DevOps', 'DevOps engineer', 'DevOps-ingenieur', 'devops', 'cloud engineer', 'ingenieur cloud', 'cloud architect', 'site reliability engineer', 'sre', 'platform engineer'],
  ['helpdesk', 'infrastructure', 'Technicien helpdesk', 'Helpdesk technician', 'Helpdeskmedewerker', 'technicien helpdesk', 'technicienne helpdesk', 'technicien support', 'technicienne support', 'support it', 'support informatique', 'agent de support', 'helpdesk technician', 'it support', 'support specialist', 'service desk agent', 'helpdeskmedewerker', 'helpdesk medewerker', 'supportmedewerker', 'it supportmedewerker', 'servicedesk medewerker', 'technicien informatique', 'pc technicus'],
  ['sap-consultant', 'finance-it', 'Consultant SAP', 'SAP consultant', 'SAP-consultant', 'consultant sap', 'consultante sap', 'sap consultant', 'consultant fonctionnel sap', 'functional consultant sap', 'functioneel consultant sap', 'sap functional consultant'],
  ['accountant', 'finance', 'Comptable', 'Accountant', 'Boekhouder', 'comptable', 'aide comptable', 'employe comptable', 'employee comptable', 'assistant comptable', 'accountant', 'bookkeeper', 'accounts payable accountant', 'boekhouder', 'boekhoudster', 'boekhoudkundig medewerker', 'boekhoudkundige', 'medewerker boekhouding', 'expert comptable', 'gestionnaire comptable'],
  ['controller', 'finance', 'Contrôleur de gestion', 'Financial controller', 'Controller', 'controleur de gestion', 'controleuse de gestion', 'controller', 'financial controller', 'business controller', 'financieel controller', 'fp a analyst', 'financial analyst', 'analyste financier', 'financieel analist'],
  ['payroll-officer', 'hr', 'Gestionnaire de paie', 'Payroll officer', 'Payrollmedewerker', 'gestionnaire de paie', 'gestionnaire paie', 'gestionnaire salaires', 'payroll officer', 'payroll specialist', 'payroll administrator', 'payroll consultant', 'payroll medewerker', 'loonadministrateur', 'loonbediende', 'payroll'],
  ['recruiter', 'hr', 'Recruteur', 'Recruiter', 'Recruiter', 'recruteur', 'recruteuse', 'charge de recrutement', 'chargee de recrutement', 'consultant en recrutement', 'talent acquisition specialist', 'talent acquisition', 'recruiter', 'it recruiter', 'rekruteerder', 'hr consulent werving', 'selectieconsulent', 'headhunter'],
  ['hr-officer', 'hr', 'Gestionnaire RH', 'HR officer', 'HR-medewerker', 'gestionnaire rh', 'responsable rh', 'hr officer', 'hr business partner', 'hr medewerker', 'hr manager', 'personeelsverantwoordelijke'],
  ['project-manager', 'project', 'Chef de projet', 'Project manager', 'Projectleider', 'chef de projet', 'cheffe de projet', 'gestionnaire de projet', 'project manager', 'projectmanager', 'projectleider', 'delivery manager', 'program manager', 'programme manager', 'pmo'],
  ['business-analyst', 'project', 'Analyste business', 'Business analyst', 'Business analist', 'analyste business', 'business analyst', 'business analist', 'analyste fonctionnel', 'analyste fonctionnelle', 'functional analyst', 'functioneel analist', 'it business analyst'],
  ['tester', 'project', 'Testeur', 'Software tester', 'Tester', 'testeur', 'testeuse', 'ingenieur qa', 'analyste testeur', 'qa engineer', 'qa analyst', 'software tester', 'test engineer', 'test automation engineer', 'tester', 'testanalist', 'test analist', 'testengineer', 'quality assurance engineer'],
  ['scrum-master', 'project', 'Scrum master', 'Scrum master', 'Scrum master', 'scrum master', 'agile coach', 'product owner'],
  ['sales-rep', 'sales', 'Commercial', 'Sales representative', 'Vertegenwoordiger', 'commercial', 'commerciale', 'delegue commercial', 'deleguee commerciale', 'representant commercial', 'sales representative', 'sales rep', 'business developer', 'account manager', 'accountmanager', 'vertegenwoordiger', 'verkoper', 'commercieel medewerker', 'sales executive', 'key account manager', 'ingenieur commercial', 'technico commercial'],
  ['customer-service-agent', 'service', 'Agent service clientèle', 'Customer service agent', 'Klantendienstmedewerker', 'agent service clientele', 'agent service client', 'conseiller clientele', 'conseillere clientele', 'employe call center', 'teleconseiller', 'customer service agent', 'customer service representative', 'contact centre agent', 'call centre agent', 'klantendienstmedewerker', 'medewerker klantenservice', 'medewerker klantendienst', 'callcenter medewerker', 'callcentermedewerker', 'onthaalmedewerker'],
  ['warehouse-operative', 'logistics', 'Magasinier', 'Warehouse operative', 'Magazijnier', 'magasinier', 'magasiniere', 'operateur logistique', 'operatrice logistique', 'preparateur de commandes', 'preparatrice de commandes', 'warehouse operative', 'warehouse operator', 'warehouse worker', 'order picker', 'magazijnier', 'magazijnmedewerker', 'orderpicker', 'logistiek medewerker', 'logistiek bediende', 'employe logistique'],
  ['forklift-driver', 'logistics', 'Cariste', 'Forklift driver', 'Heftruckchauffeur', 'cariste', 'forklift driver', 'forklift operator', 'heftruckchauffeur', 'heftruckbestuurder', 'reachtruckchauffeur'],
  ['truck-driver', 'logistics', 'Chauffeur poids lourd', 'Truck driver', 'Vrachtwagenchauffeur', 'chauffeur poids lourd', 'chauffeur c', 'chauffeur ce', 'truck driver', 'hgv driver', 'vrachtwagenchauffeur', 'chauffeur ce', 'camionneur'],
  ['electrician', 'technical', 'Électricien', 'Electrician', 'Elektricien', 'electricien', 'electricienne', 'electrician', 'elektricien', 'elektrotechnicus', 'installateur electricien'],
  ['maintenance-technician', 'technical', 'Technicien de maintenance', 'Maintenance technician', 'Onderhoudstechnicus', 'technicien de maintenance', 'technicienne de maintenance', 'mecanicien de maintenance', 'agent de maintenance', 'maintenance technician', 'maintenance engineer', 'maintenance mechanic', 'onderhoudstechnicus', 'technieker onderhoud', 'onderhoudstechnieker', 'onderhoudsmedewerker', 'electromecanicien', 'electromechanical technician', 'elektromecanicien', 'elektromechanicus', 'technieker'],
  ['nurse', 'care', 'Infirmier', 'Nurse', 'Verpleegkundige', 'infirmier', 'infirmiere', 'nurse', 'verpleegkundige', 'verpleger', 'aide soignant', 'aide soignante', 'zorgkundige'],
  ['cook', 'hospitality', 'Cuisinier', 'Cook', 'Kok', 'cuisinier', 'cuisiniere', 'chef de partie', 'chef cuisinier', 'cook', 'kok', 'keukenmedewerker'],
  ['teacher', 'education', 'Enseignant', 'Teacher', 'Leerkracht', 'enseignant', 'enseignante', 'instituteur', 'institutrice', 'professeur', 'teacher', 'leerkracht', 'leraar', 'lerares', 'onderwijzer'],
  ['administrative-assistant', 'office', 'Assistant administratif', 'Administrative assistant', 'Administratief bediende', 'assistant administratif', 'assistante administrative', 'employe administratif', 'administrative assistant', 'office assistant', 'administratief bediende', 'administratief medewerker', 'secretaresse', 'secretaire', 'receptionist', 'receptionniste', 'onthaalbediende'],
  ['buyer', 'logistics', 'Acheteur', 'Buyer', 'Aankoper', 'acheteur', 'acheteuse', 'buyer', 'purchaser', 'procurement officer', 'aankoper', 'inkoper'],
];

/** Words of a seniority (0 junior, 1 medior, 2 senior), folded like the texts. */
export const SENIORITY_TERMS: readonly (readonly string[])[] = [
  ['junior', 'debutant', 'debutante', 'starter', 'beginner', 'beginnend', 'entry level', 'jeune diplome', 'jeune diplomee', 'pas d experience', 'no experience', 'geen ervaring', 'pas encore d experience', 'afgestudeerd', 'graduate', 'stagiair', 'trainee'],
  ['medior', 'mid level', 'confirme', 'confirmee', 'experimente', 'experimentee', 'experienced', 'ervaren', 'intermediate'],
  ['senior', 'expert', 'principal', 'chevronne', 'chevronnee', 'tres experimente', 'head of', 'team lead', 'teamleider', 'teamleader', 'architect', 'architecte'],
];

/** The seniority words' labels. */
export const SENIORITY_LABELS: Record<'fr' | 'en' | 'nl', readonly string[]> = {
  fr: ['junior', 'confirmé', 'senior'],
  en: ['junior', 'mid-level', 'senior'],
  nl: ['junior', 'medior', 'senior'],
};

/** Spoken languages: [id, French, English, Dutch, ...other ways of writing it]. */
export const SPOKEN: readonly Entry[] = [
  ['fr', 'français', 'French', 'Frans', 'francais', 'french', 'frans', 'franstalig', 'francophone'],
  ['nl', 'néerlandais', 'Dutch', 'Nederlands', 'neerlandais', 'dutch', 'nederlands', 'nederlandstalig', 'flamand', 'flemish', 'vlaams', 'neerlandophone'],
  ['en', 'anglais', 'English', 'Engels', 'anglais', 'english', 'engels', 'anglophone'],
  ['de', 'allemand', 'German', 'Duits', 'allemand', 'german', 'duits', 'deutsch'],
];

/**
 * Places, each with its province and its region (Brussels, Flanders, Wallonia): a job and a person in one city,
 * province or region are near, nearest first. [id, province, region, ...ways of writing it]
 */
export const PLACES: readonly (readonly [string, string, string, ...string[]])[] = [
  ['brussels', 'brussels', 'brussels', 'bruxelles', 'brussels', 'brussel', 'ixelles', 'elsene', 'anderlecht', 'schaerbeek', 'schaarbeek', 'uccle', 'ukkel', 'etterbeek', 'woluwe', 'jette', 'molenbeek'],
  ['antwerp', 'antwerp', 'flanders', 'anvers', 'antwerp', 'antwerpen', 'mechelen', 'malines', 'turnhout', 'lier', 'geel', 'boom', 'kontich', 'mortsel'],
  ['ghent', 'east-flanders', 'flanders', 'gand', 'ghent', 'gent', 'aalst', 'alost', 'sint niklaas', 'dendermonde', 'eeklo', 'oudenaarde'],
  ['bruges', 'west-flanders', 'flanders', 'bruges', 'brugge', 'kortrijk', 'courtrai', 'oostende', 'ostende', 'ostend', 'roeselare', 'ieper', 'ypres'],
  ['leuven', 'flemish-brabant', 'flanders', 'louvain', 'leuven', 'vilvoorde', 'vilvorde', 'zaventem', 'halle', 'asse', 'dilbeek', 'diegem', 'machelen'],
  ['hasselt', 'limburg', 'flanders', 'hasselt', 'genk', 'sint truiden', 'tongeren', 'tongres', 'limburg', 'limbourg'],
  ['wavre', 'walloon-brabant', 'wallonia', 'wavre', 'waver', 'louvain la neuve', 'nivelles', 'nijvel', 'ottignies', 'braine l alleud', 'waterloo', 'mont saint guibert'],
  ['liege', 'liege', 'wallonia', 'liege', 'luik', 'seraing', 'verviers', 'herstal', 'huy', 'hoei'],
  ['namur', 'namur', 'wallonia', 'namur', 'namen', 'gembloux', 'dinant'],
  ['charleroi', 'hainaut', 'wallonia', 'charleroi', 'mons', 'bergen', 'la louviere', 'tournai', 'doornik', 'mouscron', 'moeskroen', 'hainaut', 'henegouwen'],
  ['arlon', 'luxembourg', 'wallonia', 'arlon', 'aarlen', 'bastogne', 'marche en famenne', 'libramont'],
];

/** Terms that name several concepts at once: [term, ...concept ids]. */
export const COMBOS: readonly (readonly [string, ...string[]])[] = [
  ['fi co', 'skill:sap-fi', 'skill:sap-co'],
  ['fico', 'skill:sap-fi', 'skill:sap-co'],
  ['sap fi co', 'skill:sap-fi', 'skill:sap-co'],
  ['sap fico', 'skill:sap-fi', 'skill:sap-co'],
  ['ba4 ba5', 'skill:ba4-ba5'],
  ['java developer', 'role:developer', 'skill:java'],
  ['comptable', 'role:accountant', 'skill:accounting'],
  ['payroll', 'role:payroll-officer', 'skill:payroll'],
  ['cariste', 'role:forklift-driver', 'skill:forklift'],
  ['orderpicker', 'role:warehouse-operative', 'skill:order-picking'],
  ['preparateur de commandes', 'role:warehouse-operative', 'skill:order-picking'],
  ['order picker', 'role:warehouse-operative', 'skill:order-picking'],
  ['electromecanicien', 'role:maintenance-technician', 'skill:electromechanics'],
  ['elektromecanicien', 'role:maintenance-technician', 'skill:electromechanics'],
];
