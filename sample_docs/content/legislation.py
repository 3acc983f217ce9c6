"""Sample legislation: three fictional archives laws (English, French, Arabic).

All three texts are original drafting for this project; the states, laws, institutions and
people they name are fictional. They share one structure so that the chunking engine's rules
can be compared across languages: title and enactment date, recitals ("Whereas", "Considérant
que", "حيث إن") and an enacting formula, Parts / Chapters / Sections, 25 to 40 articles
including inserted ones ("Article 5a", "Article 4 bis", "المادة ٤ مكرر"), a definitions
article, one long article (well over 1,500 cl100k tokens) of numbered paragraphs and points
with exceptions, one-line articles, cross-references in the body text that are not headings,
a two-column chapter, final provisions with a signature block, and an annex table after a
page break.
"""

from __future__ import annotations

from sample_docs.docmodel import Columns, Heading, PageBreak, Para, SampleDoc, Table, Title

# English: an Act of Parliament of the fictional Republic of Norland.
_EN_BLOCKS = (
    Title(
        "Public Records and Digital Archives Act 2026",
        subtitle=(
            "Act No. 14 of 2026 — Passed by Parliament on 24 February 2026 and assented to on 12 "
            "March 2026"
        ),
    ),
    Para(
        "An Act to provide for the creation, management, preservation and accessibility of the "
        "records of the State in every format; to establish the National Archives Authority; and "
        "for connected purposes."
    ),
    Para(
        "Whereas the records of public bodies constitute the memory of the Nation and the evidence "
        "of the rights and obligations of the State and of its people;"
    ),
    Para(
        "Whereas most records of the State are now created and held in digital form, and the "
        "Public Record Office Act 1987 makes no adequate provision for their long-term "
        "preservation;"
    ),
    Para(
        "Whereas digital records are exposed to obsolescence, loss of context and undetected "
        "alteration unless they are managed according to recognised standards from the moment of "
        "their creation;"
    ),
    Para(
        "Whereas the right of every person to have access to public archives, subject only to "
        "necessary and proportionate limitations, is a guarantee of transparent and accountable "
        "administration;"
    ),
    Para("NOW, THEREFORE, the Parliament of the Republic of Norland enacts as follows:"),
    Heading(1, "Part I — General Provisions"),
    Heading(2, "Chapter 1 — Preliminary"),
    Heading(4, "Article 1 — Short title and commencement"),
    Para("(1) This Act may be cited as the Public Records and Digital Archives Act 2026."),
    Para(
        "(2) This Act comes into force on the date provided in Article 29, save that Articles 9 to "
        "11 come into force on the day following its publication in the Official Gazette."
    ),
    Heading(4, "Article 2 — Definitions"),
    Para("In this Act —"),
    Para(
        "“appraisal” means the evaluation of records in order to determine which are to be "
        "preserved permanently and for how long the others are to be kept;"
    ),
    Para(
        "“archive” means a public record selected for permanent preservation by reason of its "
        "administrative, legal, historical or scientific value;"
    ),
    Para("“Authority” means the National Archives Authority established by Article 9;"),
    Para(
        "“closure period” means the period during which a public record is not open to public "
        "access under Article 15;"
    ),
    Para(
        "“digital record” means a public record created, received or maintained in electronic "
        "form, together with the metadata needed to render it intelligible and to establish its "
        "authenticity;"
    ),
    Para(
        "“disposal” means the destruction of a public record or its transfer to any person other "
        "than the Authority;"
    ),
    Para(
        "“metadata” means structured data describing the context, content, structure and "
        "management history of a record;"
    ),
    Para("“Minister” means the Minister responsible for culture;"),
    Para(
        "“public body” means any ministry, department or agency of the State, any local authority, "
        "any court or tribunal, and any body corporate established by an Act of Parliament to "
        "perform public functions;"
    ),
    Para(
        "“public record” means any information, in any form or medium, created or received by a "
        "public body in the course of its functions and kept as evidence of those functions;"
    ),
    Para(
        "“retention schedule” means an instrument approved under Article 14 specifying, for each "
        "category of public record, how long it is to be kept and its final disposition;"
    ),
    Para(
        "“trusted digital repository” means a preservation system certified by the Authority under "
        "Article 7(3)."
    ),
    Heading(4, "Article 3 — Purpose"),
    Para(
        "The purpose of this Act is to ensure that public records are created and kept so as to "
        "guarantee their authenticity, integrity and usability, and that archives are accessible "
        "to the widest extent compatible with other legitimate interests."
    ),
    Heading(4, "Article 4 — Scope of application"),
    Para(
        "(1) This Act applies to all public records, whatever their date, form or medium, and "
        "wherever they are held."
    ),
    Para(
        "(2) This Act applies also to records created by a contractor of a public body, where "
        "those records —"
    ),
    Para("(a) document the exercise of a public function delegated to the contractor; or"),
    Para("(b) are to be delivered to the public body when the contract ends."),
    Para(
        "(3) This Act does not apply to the records of Parliament, which are governed by the "
        "Standing Orders of each House."
    ),
    Heading(2, "Chapter 2 — Management of Public Records"),
    Heading(4, "Article 5 — Duty to create and keep records"),
    Para(
        "(1) Every public body shall create and keep full and accurate records of its activities, "
        "including of the decisions it takes and the reasons for them."
    ),
    Para(
        "(2) The head of every public body is responsible for the management of its records in "
        "accordance with this Act and with the applicable retention schedule."
    ),
    Heading(4, "Article 5a — Messaging and collaboration platforms"),
    Para(
        "(1) Content created on messaging or collaboration platforms in the course of official "
        "business is a public record."
    ),
    Para(
        "(2) A public body that authorises such a platform shall capture the content referred to "
        "in paragraph (1) into an approved records system within 30 days of its creation."
    ),
    Heading(4, "Article 6 — Authenticity and integrity"),
    Para(
        "(1) A digital record shall be managed so that its origin, its date and any later "
        "modification can be established, and so that it cannot be altered undetectably."
    ),
    Para(
        "(2) A public body may migrate a digital record into another format where necessary to "
        "keep it readable, provided that the migration is documented in the metadata of the "
        "record."
    ),
    Heading(4, "Article 7 — Formats and trusted digital repositories"),
    Para(
        "(1) Digital records selected for permanent preservation shall be kept in open, documented "
        "formats specified in regulations made under Article 26."
    ),
    Para(
        "(2) The Authority may, subject to Article 6(1), migrate the records held by it into new "
        "formats whenever the formats in use are at risk of obsolescence."
    ),
    Para(
        "(3) The Authority shall certify as a trusted digital repository any system that "
        "demonstrates, upon audit, that it —"
    ),
    Para(
        "(a) verifies the integrity of the records it holds by fixity checks at least once a year;"
    ),
    Para("(b) keeps at least two copies of each record in geographically separate locations; and"),
    Para("(c) maintains a complete audit trail of every action performed on the records."),
    Heading(4, "Article 8 — Status of public records"),
    Para("Public records are the property of the State and are inalienable and imprescriptible."),
    Heading(1, "Part II — The National Archives Authority"),
    Heading(2, "Chapter 3 — Organisation and Functions"),
    Heading(3, "Section 1 — Establishment and Governance"),
    Heading(4, "Article 9 — Establishment of the Authority"),
    Para(
        "(1) There is established a body corporate to be known as the National Archives Authority."
    ),
    Para(
        "(2) The Authority is independent in the exercise of its functions and succeeds to the "
        "rights and obligations of the Public Record Office."
    ),
    Heading(4, "Article 10 — Governing Board"),
    Para(
        "(1) The Authority is governed by a Board of seven members appointed by the Minister for a "
        "term of five years, renewable once."
    ),
    Para("(2) Of the members of the Board —"),
    Para("(a) two shall be persons of recognised standing in archival science;"),
    Para("(b) one shall be a person with experience in information security; and"),
    Para("(c) one shall be nominated by the Association of Local Authorities."),
    Heading(4, "Article 11 — Director-General"),
    Para(
        "The Director-General of the Authority is appointed by the Board following an open "
        "competition and is responsible for its day-to-day management."
    ),
    Heading(3, "Section 2 — Functions and Powers"),
    Heading(4, "Article 12 — Functions of the Authority"),
    Para("(1) The Authority shall —"),
    Para("(a) issue standards on the creation, management and preservation of public records;"),
    Para("(b) approve the retention schedules of public bodies;"),
    Para("(c) preserve, describe and make accessible the archives transferred to it; and"),
    Para("(d) operate a national trusted digital repository available to all public bodies."),
    Para(
        "(2) Officers of the Authority authorised in writing by the Director-General may, at any "
        "reasonable time, inspect the records and records systems of any public body."
    ),
    Heading(3, "Section 3 — Transfer and Disposal of Records"),
    Heading(4, "Article 13 — Transfer to the Authority"),
    Para(
        "(1) Public records designated for permanent preservation shall be transferred to the "
        "Authority not later than 20 years after the date of the most recent record in the file."
    ),
    Para(
        "(2) Digital records shall be transferred together with their metadata, and the "
        "transferring body shall keep no copy except with the agreement of the Authority."
    ),
    Heading(4, "Article 14 — Appraisal and disposal"),
    Para(
        "(1) No public record may be destroyed except in accordance with a retention schedule "
        "approved by the Authority."
    ),
    Para(
        "(2) Every public body shall submit a draft retention schedule to the Authority within two "
        "years of the entry into force of this Act."
    ),
    Para(
        "(3) The retention periods set out in Annex I apply to every public body until its own "
        "retention schedule has been approved."
    ),
    Heading(1, "Part III — Access to Archives"),
    Heading(2, "Chapter 4 — Right of Access"),
    Heading(4, "Article 15 — Access to public archives and closure periods"),
    Para(
        "(1) Subject to the following paragraphs of this Article, the archives held by the "
        "Authority are open to access by any person, without that person being required to state "
        "the reasons for the request or to demonstrate any interest."
    ),
    Para(
        "(2) Paragraph (1) does not apply where the record, or the part of the record concerned, "
        "falls within a category listed in paragraph (4), in which case the record is open only "
        "upon the expiry of the closure period applicable to that category."
    ),
    Para(
        "(3) The following records are open immediately upon their transfer to the Authority, "
        "without any closure period —"
    ),
    Para(
        "(a) records that have already been lawfully published or otherwise made available to the "
        "public;"
    ),
    Para(
        "(b) legislative and regulatory instruments, and the records of their preparation once the "
        "instrument concerned has been adopted;"
    ),
    Para(
        "(c) records relating to public procurement, grants and subsidies, once the procedure "
        "concerned has been completed; and"
    ),
    Para("(d) registers, statistics and reports the publication of which is required by law."),
    Para(
        "(4) The following closure periods apply, calculated from the date of the most recent "
        "document contained in the file or, where the record is not organised in files, from the "
        "date of the record —"
    ),
    Para("(a) 25 years, for records the disclosure of which would harm —"),
    Para(
        "(i) the confidentiality of the deliberations of the Council of Ministers and of the "
        "authorities exercising executive power;"
    ),
    Para("(ii) the conduct of the foreign relations of the Republic;"),
    Para("(iii) the monetary and fiscal policy of the State; or"),
    Para(
        "(iv) commercial and industrial secrets, including information protected by the "
        "confidentiality of tendering procedures;"
    ),
    Para(
        "(b) 50 years, for records the disclosure of which would harm national defence, the "
        "security of the State or public safety, or the privacy of individuals, including records "
        "that contain an assessment of a person identified by name;"
    ),
    Para(
        "(c) 75 years, or 25 years from the date of death of the person concerned if that period "
        "expires earlier, for —"
    ),
    Para("(i) records relating to criminal investigations and to cases brought before the courts;"),
    Para("(ii) the civil status registers of births and marriages; and"),
    Para("(iii) the minutes and registers of notaries;"),
    Para(
        "(d) 100 years, or 25 years from the date of death of the person concerned if that period "
        "expires earlier, for records relating to persons who were minors at the time of the "
        "events recorded and for records covered by medical confidentiality; and"
    ),
    Para(
        "(e) 120 years from the date of birth of the person concerned, for the personnel files of "
        "public servants, where the date of death is not known."
    ),
    Para(
        "(5) Records the disclosure of which would make it possible to design, manufacture, use or "
        "locate nuclear, biological, chemical or other weapons of mass destruction, or weapons "
        "having similar effects, shall never be open to public access."
    ),
    Para(
        "(6) Notwithstanding paragraph (4), the Authority may, on application, grant access to a "
        "closed record before the expiry of the applicable closure period, where —"
    ),
    Para(
        "(a) the applicant demonstrates a legitimate interest, in particular for the purposes of "
        "scientific or historical research, the establishment or defence of rights, or journalism;"
    ),
    Para("(b) the interest in access outweighs the interest protected by the closure; and"),
    Para("(c) the applicant gives a written undertaking —"),
    Para(
        "(i) not to disclose any personal data contained in the record except in a form that does "
        "not permit the identification of the persons concerned; and"
    ),
    Para(
        "(ii) to submit any proposed publication based on the record to the Authority for prior "
        "review, where the Authority so requires."
    ),
    Para(
        "(7) The Authority shall decide on an application under paragraph (6) after obtaining the "
        "opinion of the public body from which the record originates; that body shall give its "
        "opinion within 30 days, failing which it is deemed to have consented to the access "
        "requested."
    ),
    Para(
        "(8) Paragraph (6) does not apply to records falling within paragraph (4)(b) that have "
        "been classified under the Protection of State Secrets Act 2011 and have not been "
        "declassified, to which access may be granted only with the prior written consent of the "
        "classifying authority."
    ),
    Para(
        "(9) Where only part of a record is closed, the Authority shall grant access to the "
        "remainder of the record after redacting the closed information in a manner that leaves "
        "the original intact, unless the redaction would render the remainder meaningless or "
        "misleading."
    ),
    Para(
        "(10) Where a closure period under paragraph (4)(c) or (d) depends on the date of death of "
        "the person concerned and that date is not known to the Authority, the period shall be "
        "calculated as if the person had died at the age of 100 years, unless the applicant "
        "produces evidence of the date of death."
    ),
    Para(
        "(11) Access to a closed record may also be granted, without the undertaking referred to "
        "in paragraph (6)(c), to —"
    ),
    Para("(a) the person to whom the record relates, or that person's legal representative;"),
    Para(
        "(b) after the death of that person, his or her spouse, children or parents, in so far as "
        "the record concerns the establishment of their own rights; and"
    ),
    Para(
        "(c) researchers working on a project approved by the Authority, where the personal data "
        "contained in the record have been pseudonymised before access is given."
    ),
    Para(
        "(12) The Authority shall decide on every request for access within 30 days of its "
        "receipt; that period may be extended once, by a further 30 days, where the volume or "
        "complexity of the records requested so requires, in which case the applicant shall be "
        "informed of the extension and of the reasons for it before the initial period expires."
    ),
    Para(
        "(13) A decision refusing access in whole or in part shall be given in writing and shall —"
    ),
    Para("(a) state the reasons on which it is based;"),
    Para("(b) identify the closure period applicable and the date on which it expires; and"),
    Para("(c) inform the applicant of the right of review under paragraph (14)."),
    Para(
        "(14) An applicant whose request has been refused, or who has received no decision within "
        "the period referred to in paragraph (12), may apply to the Information Commissioner for a "
        "review of the matter, and may thereafter appeal to the Administrative Court on a point of "
        "law."
    ),
    Para(
        "(15) This Article applies also to public records that have not yet been transferred to "
        "the Authority, the public body holding them exercising the powers conferred on the "
        "Authority by this Article; the closure periods referred to in paragraph (4) run "
        "irrespective of whether the record has been transferred as provided in Section 3 of Part "
        "II."
    ),
    Para(
        "(16) Records deposited with the Authority by private persons are open to access in "
        "accordance with the terms of the deposit agreement, which may not provide for a closure "
        "period longer than those laid down in paragraph (4) unless the depositor shows that a "
        "longer period is necessary to protect the privacy of living persons."
    ),
    Para("(17) Nothing in this Article restricts —"),
    Para(
        "(a) the access of a public body, for the purposes of its functions, to records that it "
        "has itself transferred to the Authority;"
    ),
    Para(
        "(b) the right of a person to obtain access to personal data of which that person is the "
        "subject, under the Data Protection Act 2019; or"
    ),
    Para(
        "(c) the production of records to a court or tribunal, or to a commission of inquiry, in "
        "accordance with the law governing its proceedings."
    ),
    Para(
        "(18) The Authority shall publish annually a register of the categories of closed records "
        "held by it, indicating for each category the closure period applicable and the year in "
        "which it expires."
    ),
    Para(
        "(19) Regulations made under Article 26 may designate categories of records that, by "
        "reason of the volume of personal data they contain, are to be made available only in the "
        "reading rooms of the Authority and not remotely."
    ),
    Heading(4, "Article 16 — Requests for access"),
    Para(
        "(1) A request for access to a record that is not yet open under Article 15 shall be made "
        "in writing, or by electronic means, to the Authority or to the public body holding the "
        "record."
    ),
    Para(
        "(2) The request shall describe the record sought with sufficient precision to enable it "
        "to be located."
    ),
    Heading(4, "Article 16a — Reading rooms and remote access"),
    Para(
        "(1) The Authority shall maintain public reading rooms and shall publish the catalogues of "
        "its archives online, free of charge."
    ),
    Para(
        "(2) Archives that are open to the public shall, as far as practicable, be made available "
        "for consultation remotely."
    ),
    Heading(4, "Article 17 — Fees"),
    Para("Consultation of archives in the reading rooms of the Authority is free of charge."),
    Heading(4, "Article 18 — Reproduction and re-use"),
    Para(
        "Any person may obtain copies of open archives, on payment of a fee not exceeding the cost "
        "of reproduction, and may re-use the information they contain for any purpose, subject to "
        "the rights of third parties."
    ),
    Heading(2, "Chapter 5 — Personal Data in Archives"),
    Heading(4, "Article 19 — Archiving in the public interest"),
    Para(
        "(1) The processing of personal data by the Authority for archiving purposes in the public "
        "interest is lawful where it is necessary for the performance of the functions referred to "
        "in Article 12."
    ),
    Para(
        "(2) The rights of rectification and erasure under the Data Protection Act 2019 do not "
        "apply to archives in so far as their exercise would seriously impair the achievement of "
        "archiving purposes; a data subject may, however, lodge a correcting statement, which "
        "shall be attached to the record."
    ),
    Heading(1, "Part IV — Offences"),
    Heading(2, "Chapter 6 — Offences and Penalties"),
    Heading(4, "Article 20 — Unlawful destruction or alteration of public records"),
    Para(
        "(1) A person who, without lawful authority, intentionally destroys, alters or conceals a "
        "public record commits an offence and is liable on conviction to a fine not exceeding "
        "50,000 crowns or to imprisonment for a term not exceeding three years, or to both."
    ),
    Para(
        "(2) A person who commits an act referred to in paragraph (1) through gross negligence is "
        "liable on conviction to a fine not exceeding 10,000 crowns."
    ),
    Heading(4, "Article 21 — Unlawful export of archives"),
    Para(
        "A person who removes an archive from the Republic without the written authorisation of "
        "the Authority commits an offence and is liable on conviction to a fine not exceeding "
        "100,000 crowns."
    ),
    Heading(1, "Part V — Transitional and Final Provisions"),
    Columns(2),
    Heading(2, "Chapter 7 — Transitional Provisions"),
    Heading(4, "Article 22 — Records of the Public Record Office"),
    Para(
        "(1) Records held by the Public Record Office when this Act comes into force are deemed to "
        "have been transferred to the Authority under Article 13."
    ),
    Para(
        "(2) Closure periods then running shall be recalculated in accordance with Article 15 "
        "where the result is more favourable to access."
    ),
    Heading(4, "Article 23 — Staff"),
    Para(
        "Persons employed by the Public Record Office become employees of the Authority on terms "
        "no less favourable than those previously applicable to them."
    ),
    Heading(4, "Article 24 — Pending requests"),
    Para(
        "Requests for access pending when this Act comes into force shall be determined in "
        "accordance with this Act."
    ),
    Heading(4, "Article 25 — Legacy paper records"),
    Para(
        "(1) Every public body shall, within five years, prepare an inventory of its paper records "
        "that are more than 20 years old."
    ),
    Para(
        "(2) Paper records that have been digitised may not be destroyed except as provided in "
        "Section 3 of Part II."
    ),
    Columns(1),
    Heading(2, "Chapter 8 — Final Provisions"),
    Heading(4, "Article 26 — Regulations"),
    Para(
        "(1) The Minister may, after consulting the Authority, make regulations for carrying this "
        "Act into effect."
    ),
    Para("(2) Regulations made under paragraph (1) may in particular prescribe —"),
    Para("(a) the formats accepted for the preservation and transfer of digital records;"),
    Para("(b) the minimum metadata to be captured for each category of digital record; and"),
    Para("(c) the fees payable for reproduction under Article 18."),
    Heading(4, "Article 27 — Repeal"),
    Para("The Public Record Office Act 1987 is repealed."),
    Heading(4, "Article 28 — Consequential amendment"),
    Para("In section 14 of the Data Protection Act 2019, after subsection (3) there is inserted —"),
    Para(
        (
            "“(4) This section does not apply to personal data processed by the National Archives "
            "Authority for archiving purposes in the public interest.”"
        ),
        style="Quote",
    ),
    Heading(4, "Article 29 — Entry into force"),
    Para("This Act comes into force on 1 January 2027."),
    Para("Done at Halden on 12 March 2026.", style="Signature"),
    Para("MARTA ELVESTAD, President of the Republic of Norland", style="Signature"),
    Para("Countersigned: JONAS REINHOLT, Minister of Culture", style="Signature"),
    PageBreak(),
    Heading(1, "Annex I — Retention Schedule"),
    Para("(referred to in Article 14(3))"),
    Table(
        rows=(
            (
                "Ref.",
                "Category of records",
                "Retention in the public body",
                "Final disposition",
                "Remarks",
            ),
            (
                "R-01",
                "Minutes and papers of the Council of Ministers",
                "10 years",
                "Transfer to the Authority",
                "Article 15(4)(a) applies",
            ),
            (
                "R-02",
                "Legislation and regulations, with preparatory files",
                "10 years",
                "Transfer to the Authority",
                "Open on transfer",
            ),
            (
                "R-03",
                "Personnel files of public servants",
                "50 years after end of service",
                "5% sample transferred; rest destroyed",
                "Article 15(4)(e) applies",
            ),
            (
                "R-04",
                "Payroll and pension records",
                "80 years after date of birth",
                "Destroy",
                "Summary registers transferred",
            ),
            (
                "R-05",
                "Public procurement files (awarded contracts)",
                "10 years after final payment",
                "Sample transferred; rest destroyed",
                "Unsuccessful tenders: 5 years",
            ),
            (
                "R-06",
                "Accounting vouchers and invoices",
                "10 years after end of financial year",
                "Destroy",
                "Annual accounts transferred",
            ),
            (
                "R-07",
                "Planning and building permits",
                "30 years",
                "Transfer to the Authority",
                "Plans to be digitised",
            ),
            (
                "R-08",
                "Civil status registers",
                "100 years",
                "Transfer to the Authority",
                "Article 15(4)(c) applies",
            ),
            (
                "R-09",
                "Court judgments and case files",
                "30 years after final judgment",
                "Judgments transferred; files sampled",
                "Article 15(4)(c) applies",
            ),
            (
                "R-10",
                "Routine correspondence and messaging content",
                "5 years",
                "Destroy unless filed",
                "See Article 5a",
            ),
        ),
    ),
)

LAW_EN = SampleDoc(
    stem="law_en_data_archives",
    language="en",
    kind="legislation",
    direction="ltr",
    running_header="Public Records and Digital Archives Act 2026",
    running_footer="Official Gazette of the Republic of Norland — No. 42 — 16 March 2026",
    blocks=_EN_BLOCKS,
)

# French: a loi of the fictional République de Valmont.
_FR_BLOCKS = (
    Title(
        "Loi n° 2026-114 relative aux archives publiques numériques",
        subtitle=(
            "du 18 mars 2026 — publiée au Journal officiel de la République de Valmont n° 57 du 20 "
            "mars 2026"
        ),
    ),
    Para("Le Parlement de la République de Valmont,"),
    Para("Vu la Constitution, notamment ses articles 34 et 61 ;"),
    Para("Vu la loi n° 91-412 du 14 juin 1991 relative aux archives de l'État ;"),
    Para(
        "Vu la loi n° 2018-77 du 9 février 2018 relative à la protection des données à caractère "
        "personnel ;"
    ),
    Para("Vu l'avis du Conseil d'État en date du 2 décembre 2025 ;"),
    Para(
        "Considérant que les archives publiques constituent la mémoire de la Nation et la preuve "
        "des droits et obligations de l'État et des personnes ;"
    ),
    Para(
        "Considérant que la plupart des documents des administrations sont désormais produits et "
        "conservés sous forme numérique, et que la loi du 14 juin 1991 susvisée ne permet pas d'en "
        "assurer la conservation à long terme ;"
    ),
    Para(
        "Considérant que les documents numériques sont exposés à l'obsolescence des formats et à "
        "des altérations indécelables s'ils ne sont pas gérés selon des règles éprouvées dès leur "
        "création ;"
    ),
    Para(
        "Considérant que le droit de toute personne d'accéder aux archives publiques, dans les "
        "seules limites nécessaires à la protection d'autres intérêts légitimes, est une garantie "
        "de la transparence de l'action publique ;"
    ),
    Para("Adopte la loi dont la teneur suit :"),
    Heading(1, "Titre Ier — Dispositions générales"),
    Heading(2, "Chapitre Ier — Objet et définitions"),
    Heading(4, "Article premier — Objet"),
    Para(
        "La présente loi a pour objet de garantir la constitution, la conservation, l'intégrité et "
        "la communication des archives publiques, quel que soit leur support, et en particulier "
        "des archives produites ou reçues sous forme numérique."
    ),
    Heading(4, "Article 2 — Définitions"),
    Para("Au sens de la présente loi, on entend par :"),
    Para(
        "1° « archives » : les documents et données de toute nature, sur tout support, conservés "
        "en raison de leur intérêt de preuve, de gestion ou de mémoire ;"
    ),
    Para(
        "2° « archives publiques » : les archives produites ou reçues par une autorité publique "
        "dans l'exercice de sa mission de service public ;"
    ),
    Para(
        "3° « autorité publique » : l'État, les collectivités territoriales, les établissements "
        "publics et les personnes de droit privé chargées d'une mission de service public, pour "
        "les documents se rapportant à cette mission ;"
    ),
    Para(
        "4° « document numérique » : tout document dont le contenu est enregistré sous forme "
        "binaire et ne peut être restitué qu'au moyen d'un dispositif informatique ;"
    ),
    Para(
        "5° « métadonnées » : les données structurées qui décrivent le contexte, le contenu, la "
        "structure et l'historique de gestion d'un document ;"
    ),
    Para(
        "6° « empreinte numérique » : la valeur calculée par une fonction de hachage à partir d'un "
        "fichier et permettant d'en vérifier l'intégrité ;"
    ),
    Para(
        "7° « système d'archivage électronique » : l'ensemble des moyens matériels, logiciels et "
        "organisationnels destinés à conserver les documents numériques en garantissant leur "
        "intégrité ;"
    ),
    Para(
        "8° « versement » : le transfert de la garde et de la responsabilité d'archives publiques "
        "d'une autorité publique au Service ;"
    ),
    Para(
        "9° « élimination » : la destruction, dûment autorisée et consignée, de documents "
        "dépourvus d'intérêt de conservation définitive ;"
    ),
    Para(
        "10° « délai de communicabilité » : la période à l'expiration de laquelle un document "
        "devient librement communicable ;"
    ),
    Para(
        "11° « tableau de gestion » : l'instrument approuvé par le Service qui fixe, pour chaque "
        "catégorie de documents, la durée d'utilité administrative et le sort final ;"
    ),
    Para("12° « Service » : le Service national des archives institué par l'article 9."),
    Heading(4, "Article 3 — Champ d'application"),
    Para(
        "I. – La présente loi s'applique aux archives publiques, quels que soient leur date, leur "
        "support et leur lieu de conservation."
    ),
    Para("II. – Elle s'applique également :"),
    Para(
        "a) aux documents produits par un prestataire privé pour le compte d'une autorité publique "
        ";"
    ),
    Para("b) aux archives privées acquises par le Service en application de l'article 11."),
    Para(
        "III. – Les archives des assemblées parlementaires sont régies par le règlement de chacune "
        "d'elles."
    ),
    Heading(2, "Chapitre II — Gestion des documents et des archives"),
    Heading(4, "Article 4 — Obligation de constitution et de conservation"),
    Para(
        "1. Toute autorité publique constitue et conserve les documents qui rendent compte de son "
        "activité, de ses décisions et de leurs motifs."
    ),
    Para(
        "2. Le responsable de chaque autorité publique veille à ce que ces documents soient gérés "
        "conformément à la présente loi et au tableau de gestion applicable."
    ),
    Heading(4, "Article 4 bis — Messageries et outils collaboratifs"),
    Para(
        "1. Les messages et documents partagés produits au moyen d'outils de communication ou de "
        "travail collaboratif dans le cadre de l'activité d'une autorité publique sont des "
        "archives publiques dès leur création."
    ),
    Para(
        "2. L'autorité publique qui met de tels outils à la disposition de ses agents fait verser "
        "les contenus mentionnés au paragraphe 1 dans un système d'archivage électronique dans un "
        "délai de trente jours."
    ),
    Heading(4, "Article 5 — Intégrité et authenticité"),
    Para(
        "1. Le document numérique est conservé dans des conditions qui permettent d'en identifier "
        "l'auteur, d'en établir la date et de déceler toute modification ultérieure."
    ),
    Para(
        "2. La conversion d'un document numérique dans un autre format est autorisée lorsqu'elle "
        "est nécessaire à sa lisibilité, à condition d'être consignée dans ses métadonnées."
    ),
    Heading(4, "Article 6 — Formats et systèmes d'archivage électronique"),
    Para(
        "1. Les documents numériques destinés à une conservation définitive sont conservés dans "
        "des formats ouverts et documentés, dont la liste est fixée par arrêté du ministre chargé "
        "de la culture."
    ),
    Para(
        "2. Le Service homologue les systèmes d'archivage électronique qui satisfont aux "
        "conditions suivantes :"
    ),
    Para(
        "1° le contrôle de l'intégrité des documents au moyen de leur empreinte numérique, au "
        "moins une fois par an ;"
    ),
    Para(
        "2° la conservation d'au moins deux exemplaires de chaque document sur des sites distincts "
        ";"
    ),
    Para("3° la traçabilité de toutes les opérations effectuées sur les documents."),
    Heading(4, "Article 7 — Archives essentielles"),
    Para(
        "1. Sont des archives essentielles les documents indispensables à la continuité de "
        "l'action publique et à la garantie des droits des personnes, notamment les registres de "
        "l'état civil et les titres de propriété."
    ),
    Para(
        "2. Chaque autorité publique tient à jour la liste des archives essentielles qu'elle "
        "détient et en assure la copie de sécurité dans un système d'archivage électronique "
        "homologué."
    ),
    Heading(4, "Article 8 — Statut des archives publiques"),
    Para("Les archives publiques sont inaliénables et imprescriptibles."),
    Heading(1, "Titre II — Le Service national des archives"),
    Heading(2, "Chapitre Ier — Organisation et missions"),
    Heading(3, "Section 1 — Statut et organes"),
    Heading(4, "Article 9 — Création"),
    Para(
        "Il est créé un établissement public à caractère administratif dénommé « Service national "
        "des archives », placé sous la tutelle du ministre chargé de la culture, qui exerce ses "
        "missions scientifiques et techniques en toute indépendance."
    ),
    Heading(4, "Article 9 bis — Conseil d'orientation"),
    Para(
        "1. Le Service est administré par un conseil d'orientation de neuf membres nommés par "
        "décret pour cinq ans. Le conseil comprend notamment :"
    ),
    Para("a) trois personnalités qualifiées en archivistique ou en histoire ;"),
    Para("b) une personnalité qualifiée en sécurité des systèmes d'information ;"),
    Para("c) deux représentants des collectivités territoriales."),
    Para(
        "2. Le directeur général du Service est nommé par décret, sur proposition du conseil "
        "d'orientation."
    ),
    Heading(4, "Article 9 ter — Médiateur des archives"),
    Para(
        "Il est institué auprès du Service un médiateur des archives, nommé pour six ans parmi les "
        "magistrats honoraires de l'ordre administratif, qui connaît des litiges relatifs à la "
        "communication des archives dans les conditions prévues à l'article 15."
    ),
    Heading(3, "Section 2 — Missions"),
    Heading(4, "Article 10 — Missions du Service"),
    Para("Le Service a pour missions :"),
    Para(
        "1° d'édicter les normes relatives à la gestion et à la conservation des documents des "
        "autorités publiques ;"
    ),
    Para("2° d'approuver les tableaux de gestion et de contrôler leur application ;"),
    Para("3° de collecter, conserver, décrire et communiquer les archives qui lui sont versées ;"),
    Para(
        "4° d'exploiter une plateforme nationale d'archivage électronique ouverte aux autorités "
        "publiques."
    ),
    Heading(4, "Article 11 — Acquisition d'archives privées"),
    Para(
        "Le Service peut acquérir, par achat, don, legs ou dépôt, des archives privées présentant "
        "un intérêt public."
    ),
    Heading(3, "Section 3 — Versement et élimination"),
    Heading(4, "Article 12 — Versement"),
    Para(
        "1. Les documents dont le tableau de gestion prévoit la conservation définitive sont "
        "versés au Service au plus tard vingt ans après la date du document le plus récent du "
        "dossier."
    ),
    Para(
        "2. Les documents numériques sont versés avec leurs métadonnées. L'autorité qui verse n'en "
        "conserve aucune copie, sauf accord du Service."
    ),
    Heading(4, "Article 13 — Sélection et élimination"),
    Para(
        "1. Aucun document public ne peut être détruit sans le visa préalable du Service, donné "
        "conformément au tableau de gestion approuvé."
    ),
    Para(
        "2. Chaque autorité publique soumet au Service un projet de tableau de gestion dans un "
        "délai de deux ans à compter de l'entrée en vigueur de la présente loi."
    ),
    Para(
        "3. Jusqu'à l'approbation de son tableau de gestion, les durées de conservation fixées à "
        "l'annexe I s'appliquent à toute autorité publique."
    ),
    Heading(1, "Titre III — Communication des archives"),
    Heading(2, "Chapitre Ier — Droit d'accès aux archives publiques"),
    Heading(4, "Article 14 — Principe de libre communication"),
    Para(
        "Les archives publiques sont communicables de plein droit à toute personne qui en fait la "
        "demande, dans les conditions fixées à l'article 15."
    ),
    Heading(4, "Article 15 — Délais et conditions de communicabilité"),
    Para(
        "I. – Toute personne peut obtenir communication des archives publiques, sans avoir à "
        "justifier de son identité ni à faire état d'un intérêt, sous réserve des dispositions du "
        "présent article."
    ),
    Para("II. – Sont communicables dès leur versement, sans délai :"),
    Para(
        "1° les documents ayant déjà fait l'objet d'une publication ou d'une diffusion publique "
        "licite ;"
    ),
    Para(
        "2° les actes législatifs et réglementaires, ainsi que les documents préparatoires à leur "
        "adoption, une fois celle-ci intervenue ;"
    ),
    Para(
        "3° les documents relatifs aux marchés publics, aux subventions et aux aides publiques, "
        "une fois la procédure achevée ;"
    ),
    Para("4° les registres, statistiques et rapports dont la publication est prévue par la loi."),
    Para(
        "Par dérogation au 1°, les documents dont la diffusion est intervenue en méconnaissance "
        "d'un secret protégé par la loi ne deviennent communicables qu'à l'expiration du délai "
        "applicable en vertu du III."
    ),
    Para(
        "III. – Les archives publiques sont communicables à l'expiration des délais suivants, "
        "calculés à compter de la date du document le plus récent inclus dans le dossier ou, à "
        "défaut de dossier, de la date du document :"
    ),
    Para("1° vingt-cinq ans, pour les documents dont la communication porterait atteinte :"),
    Para(
        "a) au secret des délibérations du Gouvernement et des autorités relevant du pouvoir "
        "exécutif ;"
    ),
    Para("b) à la conduite des relations extérieures de la République ;"),
    Para("c) à la politique monétaire et budgétaire de l'État ;"),
    Para(
        "d) au secret des affaires, y compris à la confidentialité des procédures de mise en "
        "concurrence ;"
    ),
    Para("e) à la sincérité des concours et examens de la fonction publique ;"),
    Para(
        "2° cinquante ans, pour les documents dont la communication porterait atteinte à la "
        "défense nationale, à la sûreté de l'État, à la sécurité publique ou à la protection de la "
        "vie privée, notamment lorsqu'ils comportent une appréciation portée sur une personne "
        "nommément désignée ;"
    ),
    Para(
        "3° soixante-quinze ans, ou vingt-cinq ans à compter du décès de l'intéressé si ce dernier "
        "délai est plus bref :"
    ),
    Para(
        "a) pour les documents relatifs aux enquêtes de police judiciaire et aux affaires portées "
        "devant les juridictions ;"
    ),
    Para("b) pour les registres de naissance et de mariage de l'état civil ;"),
    Para("c) pour les minutes et répertoires des notaires ;"),
    Para(
        "4° cent ans, ou vingt-cinq ans à compter du décès de l'intéressé si ce dernier délai est "
        "plus bref, pour les documents concernant des personnes mineures au moment des faits et "
        "pour les documents couverts par le secret médical ;"
    ),
    Para(
        "5° cent vingt ans à compter de la date de naissance de l'intéressé, pour les dossiers de "
        "personnel des agents publics, lorsque la date du décès n'est pas connue."
    ),
    Para(
        "IV. – Ne peuvent en aucun cas être communiquées les archives publiques dont la "
        "communication serait de nature à permettre la conception, la fabrication, l'utilisation "
        "ou la localisation d'armes nucléaires, biologiques, chimiques ou de toute autre arme "
        "ayant des effets de destruction d'un niveau analogue."
    ),
    Para(
        "V. – Le Service peut autoriser la consultation de documents avant l'expiration des délais "
        "fixés au III, à la demande de toute personne qui :"
    ),
    Para(
        "1° justifie d'un intérêt légitime, notamment de recherche scientifique ou historique, de "
        "défense de ses droits ou d'information du public ;"
    ),
    Para(
        "2° s'engage par écrit à ne pas divulguer les données à caractère personnel contenues dans "
        "les documents, sauf sous une forme ne permettant pas l'identification des personnes "
        "concernées ;"
    ),
    Para(
        "3° s'engage, lorsque le Service l'exige, à lui soumettre tout projet de publication fondé "
        "sur les documents consultés."
    ),
    Para(
        "L'autorisation est accordée après avis de l'autorité publique dont émanent les documents. "
        "Cet avis est réputé favorable s'il n'a pas été rendu dans un délai de trente jours à "
        "compter de la saisine de cette autorité."
    ),
    Para(
        "Par dérogation au premier alinéa du présent V, les documents classifiés au titre du "
        "secret de la défense nationale et non déclassifiés ne peuvent être consultés qu'avec "
        "l'accord préalable et écrit de l'autorité qui a procédé à leur classification."
    ),
    Para(
        "VI. – Lorsque seule une partie d'un document n'est pas communicable, le Service "
        "communique le reste du document après occultation des mentions protégées, réalisée sans "
        "altération de l'original, sauf si l'occultation prive le document de son sens ou le rend "
        "trompeur."
    ),
    Para(
        "VII. – Le Service se prononce dans un délai d'un mois à compter de la réception de la "
        "demande. Ce délai peut être prorogé une fois, pour une durée d'un mois, lorsque le volume "
        "ou la complexité des documents demandés le justifie ; le demandeur est informé de la "
        "prorogation et de ses motifs avant l'expiration du délai initial."
    ),
    Para(
        "VIII. – Toute décision de refus, total ou partiel, est écrite et motivée. Elle indique :"
    ),
    Para(
        "a) le délai de communicabilité applicable et la date à laquelle le document deviendra "
        "communicable ;"
    ),
    Para(
        "b) les voies et délais de recours ouverts au demandeur, y compris la saisine du médiateur "
        "mentionnée au IX."
    ),
    Para(
        "IX. – Le demandeur peut saisir le médiateur des archives mentionné à l'article 9 ter dans "
        "un délai de deux mois à compter de la décision de refus ou de l'expiration du délai prévu "
        "au VII. La saisine du médiateur est un préalable obligatoire à l'exercice d'un recours "
        "contentieux devant le tribunal administratif."
    ),
    Para(
        "X. – Le présent article s'applique aux archives publiques non encore versées au Service ; "
        "l'autorité publique qui les détient exerce alors les compétences dévolues au Service. Les "
        "délais fixés au III courent indépendamment de la date du versement."
    ),
    Para(
        "XI. – Les archives privées déposées au Service sont communicables selon les stipulations "
        "du contrat de dépôt, lequel ne peut prévoir de délais plus longs que ceux fixés au III, "
        "sauf si le déposant établit qu'un délai plus long est nécessaire à la protection de la "
        "vie privée de personnes vivantes."
    ),
    Para("XII. – Les dispositions du présent article ne font pas obstacle :"),
    Para(
        "1° à l'accès d'une autorité publique, pour les besoins de ses missions, aux documents "
        "qu'elle a elle-même versés ;"
    ),
    Para("2° au droit d'accès de toute personne aux données à caractère personnel la concernant ;"),
    Para(
        "3° à la communication de documents à une juridiction ou à une commission d'enquête "
        "parlementaire, selon les règles qui régissent leurs procédures."
    ),
    Para(
        "XIII. – Le Service publie chaque année la liste des catégories de documents non "
        "communicables qu'il conserve, avec l'indication du délai applicable et de l'année de son "
        "expiration."
    ),
    Heading(4, "Article 16 — Demandes de consultation"),
    Para(
        "La demande de consultation d'un document qui n'est pas encore librement communicable est "
        "adressée par écrit ou par voie électronique au Service ou à l'autorité publique qui "
        "détient le document ; elle le désigne avec une précision suffisante pour permettre de le "
        "retrouver."
    ),
    Heading(4, "Article 17 — Gratuité"),
    Para(
        "La consultation des archives publiques dans les salles de lecture du Service est gratuite."
    ),
    Heading(4, "Article 18 — Reproduction et réutilisation"),
    Para(
        "1. Toute personne peut obtenir copie des archives communicables, moyennant une redevance "
        "qui ne peut excéder le coût de la reproduction."
    ),
    Para(
        "2. Les informations figurant dans les archives communicables peuvent être réutilisées à "
        "toutes fins, sous réserve des droits des tiers."
    ),
    Heading(2, "Chapitre II — Données à caractère personnel"),
    Heading(4, "Article 19 — Traitements à des fins archivistiques"),
    Para(
        "1. Le traitement de données à caractère personnel par le Service à des fins "
        "archivistiques dans l'intérêt public est licite lorsqu'il est nécessaire à l'exercice des "
        "missions énumérées à l'article 10."
    ),
    Para(
        "2. Les droits de rectification et d'effacement ne s'appliquent pas aux archives publiques "
        "lorsque leur exercice compromettrait gravement les finalités archivistiques. Toute "
        "personne peut toutefois faire annexer au document la concernant une déclaration "
        "rectificative."
    ),
    Heading(1, "Titre IV — Dispositions pénales"),
    Heading(2, "Chapitre unique — Infractions et sanctions"),
    Heading(4, "Article 20 — Destruction ou altération illicite"),
    Para(
        "1. Le fait de détruire, dégrader, modifier ou soustraire sans droit un document "
        "d'archives publiques est puni de trois ans d'emprisonnement et de 45\u00a0000 euros "
        "d'amende."
    ),
    Para(
        "2. Lorsque les faits mentionnés au paragraphe 1 résultent d'une négligence grave, la "
        "peine est de 15\u00a0000 euros d'amende."
    ),
    Heading(4, "Article 21 — Sortie illicite du territoire"),
    Para(
        "Le fait de faire sortir du territoire de la République, sans l'autorisation écrite du "
        "Service, des archives publiques ou les documents mentionnés à l'Art. 7 est puni de "
        "100\u00a0000 euros d'amende."
    ),
    Heading(1, "Titre V — Dispositions transitoires et finales"),
    Columns(2),
    Heading(2, "Chapitre Ier — Dispositions transitoires"),
    Heading(4, "Article 22 — Fonds de la Direction des archives de l'État"),
    Para(
        "1. Les archives conservées par la Direction des archives de l'État à la date d'entrée en "
        "vigueur de la présente loi sont réputées versées au Service."
    ),
    Para(
        "2. Les délais de communicabilité en cours à cette date sont recalculés conformément à "
        "l'article 15, lorsque le résultat est plus favorable à la communication."
    ),
    Heading(4, "Article 23 — Personnels"),
    Para(
        "Les agents de la Direction des archives de l'État sont affectés de plein droit au Service."
    ),
    Heading(4, "Article 24 — Reprise des fonds numériques"),
    Para(
        "1. Les documents numériques conservés dans des formats non ouverts sont convertis, sous "
        "réserve de l'article 6, paragraphe 1, dans un délai de trois ans."
    ),
    Para("2. Les documents mentionnés à l'Art. 7 font l'objet d'une numérisation prioritaire."),
    Columns(1),
    Heading(2, "Chapitre II — Dispositions finales"),
    Heading(4, "Article 25 — Décrets d'application"),
    Para("Un décret en Conseil d'État précise les modalités d'application de la présente loi."),
    Heading(4, "Article 26 — Abrogation"),
    Para("La loi n° 91-412 du 14 juin 1991 relative aux archives de l'État est abrogée."),
    Heading(4, "Article 27 — Entrée en vigueur"),
    Para("La présente loi entre en vigueur le 1er janvier 2027."),
    Heading(4, "Article 28 — Exécution"),
    Para("La présente loi sera exécutée comme loi de l'État."),
    Para("Fait à Port-Lucien, le 18 mars 2026.", style="Signature"),
    Para("Le Président de la République, Étienne VAUDREMONT", style="Signature"),
    Para(
        "Par le Président de la République : le Premier ministre, Claire ASSELINEAU",
        style="Signature",
    ),
    PageBreak(),
    Heading(1, "Annexe I — Tableau de conservation"),
    Para("(mentionné à l'article 13, paragraphe 3 — DUA : durée d'utilité administrative)"),
    Table(
        rows=(
            ("Code", "Catégorie de documents", "DUA", "Sort final", "Observations"),
            (
                "T-01",
                "Dossiers du Conseil des ministres",
                "10 ans",
                "Versement",
                "Article 15, III, 1°",
            ),
            (
                "T-02",
                "Lois, décrets et dossiers préparatoires",
                "10 ans",
                "Versement",
                "Communicables dès le versement",
            ),
            (
                "T-03",
                "Dossiers individuels des agents publics",
                "50 ans après la fin de service",
                "Tri : échantillon de 5\u00a0% versé",
                "Article 15, III, 5°",
            ),
            (
                "T-04",
                "Bulletins de paie et dossiers de pension",
                "80 ans après la naissance",
                "Destruction",
                "États récapitulatifs versés",
            ),
            (
                "T-05",
                "Marchés publics attribués",
                "10 ans après le dernier paiement",
                "Tri : échantillon versé",
                "Offres non retenues : 5 ans",
            ),
            (
                "T-06",
                "Pièces comptables et factures",
                "10 ans après la clôture de l'exercice",
                "Destruction",
                "Comptes annuels versés",
            ),
            ("T-07", "Permis de construire", "30 ans", "Versement", "Plans à numériser"),
            (
                "T-08",
                "Registres de l'état civil",
                "100 ans",
                "Versement",
                "Archives essentielles (Art. 7)",
            ),
            (
                "T-09",
                "Jugements et dossiers de procédure",
                "30 ans après la décision définitive",
                "Jugements versés ; dossiers triés",
                "Article 15, III, 3°",
            ),
            (
                "T-10",
                "Messageries et courriels courants",
                "5 ans",
                "Destruction ou tri",
                "Voir l'article 4 bis",
            ),
        ),
    ),
)

LOI_FR = SampleDoc(
    stem="loi_fr_archives",
    language="fr",
    kind="legislation",
    direction="ltr",
    running_header="Loi n° 2026-114 — Archives numériques",
    running_footer="Journal officiel de la République de Valmont — n° 57 du 20 mars 2026",
    blocks=_FR_BLOCKS,
)

# Arabic: a law (قانون) of the fictional State of al-Waha.
_AR_BLOCKS = (
    Title(
        "قانون رقم (١٤) لسنة ٢٠٢٦ بشأن المحفوظات الإلكترونية",
        subtitle=(
            "صدر بتاريخ ١٦ مارس ٢٠٢٦م — ونُشر في الجريدة الرسمية، العدد (٤٢) بتاريخ ٢٢ مارس ٢٠٢٦م"
        ),
    ),
    Para("بِسْمِ اللَّهِ الرَّحْمَنِ الرَّحِيمِ"),
    Para("نحن رئيس دولة الواحة،"),
    Para("بعد الاطلاع على الدستور،"),
    Para("وعلى القانون رقم (٥) لسنة ١٩٩٨ بشأن دار الوثائق الوطنية،"),
    Para("وعلى القانون رقم (٢٢) لسنة ٢٠١٩ بشأن حماية البيانات الشخصية،"),
    Para(
        "حيث إن الوثائق العامة تمثل ذاكرة الدولة، والسجلَّ الذي تُستمد منه حقوقها والتزاماتها وحقوق "
        "المواطنين والمقيمين على أرضها؛"
    ),
    Para(
        "وحيث إن الجانب الأكبر من وثائق الجهات العامة أصبح يُنشأ ويُحفظ في شكل إلكتروني، ولم يعد "
        "الإطار التشريعي القائم كافياً لضمان حفظها على المدى الطويل؛"
    ),
    Para(
        "وحيث إن الوثائق الإلكترونية عرضةٌ للتقادم التقني والتعديل غير المشروع، ما لم تُدَر منذ لحظة "
        "إنشائها وفقاً لمعايير معتمدة؛"
    ),
    Para(
        "وحيث إن حق الاطلاع على المحفوظات العامة، في الحدود التي تقتضيها حماية المصلحة العامة "
        "وحرمة الحياة الخاصة، ضمانةٌ لشفافية العمل الحكومي؛"
    ),
    Para("وبناءً على ما عرضه وزير الثقافة، وبعد موافقة مجلس الوزراء ومجلس الشورى،"),
    Para("أصدرنا القانون الآتي نصه:"),
    Heading(1, "الباب الأول: أحكام عامة"),
    Heading(2, "الفصل الأول: التعاريف والأهداف ونطاق التطبيق"),
    Heading(4, "المادة الأولى: التعاريف"),
    Para(
        "في تطبيق أحكام هذا القانون، يقصد بالكلمات والعبارات التالية المعاني المبينة قرين كل منها، "
        "ما لم يقتضِ سياق النص خلاف ذلك:"
    ),
    Para("الدولة: دولة الواحة."),
    Para("الوزير: وزير الثقافة."),
    Para("الهيئة: الهيئة الوطنية للمحفوظات المنشأة وفقاً لأحكام هذا القانون."),
    Para(
        "الجهة العامة: الوزارات والأجهزة الحكومية والهيئات والمؤسسات العامة والبلديات، والشركات "
        "التي تملك الدولة أكثر من (50%) من رأس مالها."
    ),
    Para(
        "الوثيقة: كل ما يُنشأ أو يُتلقى من معلومات، أياً كان شكلها أو الوسيط المحفوظة عليه، لدى جهة "
        "عامة أثناء ممارستها لاختصاصاتها."
    ),
    Para(
        "الوثيقة الإلكترونية: الوثيقة التي تُنشأ أو تُرسل أو تُستلم أو تُحفظ بوسيلة إلكترونية، مع "
        "البيانات الوصفية اللازمة لإثبات موثوقيتها."
    ),
    Para(
        "المحفوظات: الوثائق التي تقرر حفظها حفظاً دائماً لقيمتها الإدارية أو القانونية أو التاريخية "
        "أو العلمية."
    ),
    Para(
        "جدول مدد الحفظ: الأداة المعتمدة من الهيئة التي تحدد لكل فئة من الوثائق مدة حفظها ومآلها "
        "النهائي."
    ),
    Para("الإتلاف: إزالة الوثيقة نهائياً بطريقة يتعذر معها استرجاعها."),
    Para("مدة الحظر: المدة التي لا يجوز خلالها الاطلاع على الوثيقة وفقاً لأحكام هذا القانون."),
    Para(
        "المستودع الرقمي الموثوق: النظام الإلكتروني لحفظ الوثائق الإلكترونية، المعتمد من الهيئة "
        "وفقاً للمعايير الدولية، ومنها المعيار (ISO 14721)."
    ),
    Heading(4, "المادة الثانية – أهداف القانون"),
    Para("يهدف هذا القانون إلى تحقيق ما يأتي:"),
    Para("أولاً: ضمان إنشاء الوثائق العامة وحفظها بما يكفل موثوقيتها وسلامتها."),
    Para("ثانياً: حماية المحفوظات بوصفها جزءاً من التراث الوطني."),
    Para("ثالثاً: تيسير حق الجمهور في الاطلاع على المحفوظات في الحدود المقررة قانوناً."),
    Heading(4, "مادة (٣): نطاق التطبيق"),
    Para(
        "(١) تسري أحكام هذا القانون على جميع الوثائق العامة، أياً كان تاريخها أو شكلها أو مكان "
        "حفظها."
    ),
    Para("(٢) لا تسري أحكام هذا القانون على:"),
    Para("أ- وثائق مجلس الشورى، وتنظمها اللائحة الداخلية للمجلس."),
    Para("ب- المطبوعات التي تقتنيها الجهات العامة لأغراض المكتبات أو المتاحف."),
    Heading(2, "الفصل الثاني: مبادئ إدارة الوثائق"),
    Heading(4, "المادة الرابعة: إنشاء الوثائق وحفظها"),
    Para(
        "(١) تلتزم كل جهة عامة بإنشاء وثائق كاملة ودقيقة عن أنشطتها، بما في ذلك القرارات التي "
        "تتخذها وأسبابها."
    ),
    Para(
        "(٢) يكون رئيس الجهة العامة مسؤولاً عن إدارة وثائقها وفقاً لأحكام هذا القانون وجدول مدد "
        "الحفظ المعتمد لها."
    ),
    Heading(4, "المادة ٤ مكرر: وثائق منصات التواصل والعمل التعاوني"),
    Para(
        "(١) تُعد الرسائل والملفات المشتركة التي تُنشأ عبر منصات التواصل الإلكتروني في سياق العمل "
        "الرسمي وثائقَ عامة."
    ),
    Para(
        "(٢) يجب على الجهة العامة أن تنقل هذا المحتوى إلى نظام إدارة الوثائق المعتمد خلال (٣٠) "
        "يوماً من تاريخ إنشائه."
    ),
    Heading(4, "المادة الخامسة: موثوقية الوثائق وسلامتها"),
    Para(
        "(١) تُدار الوثيقة الإلكترونية على نحو يُمكِّن من التحقق من مصدرها وتاريخ إنشائها وأي تعديل "
        "يطرأ عليها."
    ),
    Para(
        "(٢) لَا يَجُوزُ تَعْدِيلُ الْوَثِيقَةِ الْإِلِكْتْرُونِيَّةِ أَوْ مَحْوُهَا بَعْدَ قَيْدِهَا فِي نِظَامِ إِدَارَةِ الْوَثَائِقِ، إِلَّا وَفْقًا "
        "لِلْأَحْكَامِ الْمُقَرَّرَةِ فِي هَذَا الْقَانُونِ."
    ),
    Para("(٣) تكون للنسخة المستخرجة وفقاً لأحكام هذه المادة الحجيةُ ذاتها المقررة للأصل في الإثبات."),
    Heading(4, "المادة السادسة: صيغ الحفظ طويل الأمد"),
    Para(
        "(١) تُحفظ الوثائق الإلكترونية المقرر حفظها حفظاً دائماً بصيغ مفتوحة وملائمة للحفظ طويل "
        "الأمد، ومنها صيغة (PDF/A) للوثائق النصية، وفقاً لما تحدده اللائحة التنفيذية."
    ),
    Para(
        "(٢) للهيئة، مع مراعاة حكم المادة الخامسة، أن تنقل الوثائق المحفوظة لديها إلى صيغ جديدة "
        "متى كانت الصيغ المستخدمة معرضة للتقادم."
    ),
    Para("(٣) تعتمد الهيئة المستودع الرقمي الموثوق متى ثبت استيفاؤه الشروط الآتية:"),
    Para(
        "أ- التحقق من سلامة الوثائق مرة على الأقل كل سنة، باستخدام بصمة رقمية (Checksum) لكل ملف."
    ),
    Para("ب- الاحتفاظ بنسختين على الأقل من كل وثيقة في موقعين منفصلين جغرافياً."),
    Para("ج- الاحتفاظ بسجل تدقيق كامل لكل إجراء يُتخذ على الوثائق."),
    Heading(4, "المادة السابعة: المحفوظات الحيوية"),
    Para(
        "(١) تُعد من المحفوظات الحيوية الوثائقُ التي لا غنى عنها لاستمرارية عمل الدولة وضمان حقوق "
        "الأفراد، ومنها سجلات الأحوال المدنية وسندات الملكية العقارية."
    ),
    Para(
        "(٢) تلتزم كل جهة عامة بإعداد قائمة بالمحفوظات الحيوية التي في حوزتها، وبحفظ نسخة احتياطية "
        "منها في مستودع رقمي موثوق."
    ),
    Heading(4, "المادة الثامنة"),
    Para(
        "تُعد الوثائق العامة من الأموال العامة للدولة، ولا يجوز التصرف فيها أو الحجز عليها أو "
        "تملكها بالتقادم."
    ),
    Heading(1, "الباب الثاني: الهيئة الوطنية للمحفوظات"),
    Heading(2, "الفصل الأول: إنشاء الهيئة واختصاصاتها"),
    Heading(3, "الفرع الأول: الإنشاء والتشكيل"),
    Heading(4, "المادة التاسعة: إنشاء الهيئة"),
    Para(
        "(١) تُنشأ هيئة عامة تسمى «الهيئة الوطنية للمحفوظات»، تكون لها الشخصية الاعتبارية، وتتمتع "
        "بالاستقلال المالي والإداري، وتتبع الوزير."
    ),
    Para("(٢) تحل الهيئة محل دار الوثائق الوطنية فيما لها من حقوق وما عليها من التزامات."),
    Heading(4, "المادة ٩ مكرراً (أ): اللجنة العلمية"),
    Para(
        "تُشكل بالهيئة لجنة علمية من خمسة أعضاء من ذوي الخبرة في علم الوثائق والتاريخ وأمن "
        "المعلومات، تختص بإبداء الرأي في معايير تقييم الوثائق واختيار ما يُحفظ منها حفظاً دائماً."
    ),
    Heading(4, "المادة العاشرة: مجلس الإدارة"),
    Para(
        "(١) يكون للهيئة مجلس إدارة يُشكل بمرسوم من سبعة أعضاء لمدة خمس سنوات قابلة للتجديد مرة "
        "واحدة، على أن يكون من بينهم:"
    ),
    Para("أ- عضوان من ذوي الخبرة في علم الوثائق والمحفوظات."),
    Para("ب- عضو من ذوي الخبرة في أمن المعلومات."),
    Para("(٢) يكون للهيئة رئيس تنفيذي يُعيَّن بقرار من مجلس الإدارة، ويتولى تصريف شؤونها اليومية."),
    Heading(3, "الفرع الثاني: الاختصاصات"),
    Heading(4, "المادة الحادية عشرة: اختصاصات الهيئة"),
    Para("تختص الهيئة بما يأتي:"),
    Para("أولاً: إصدار المعايير والأدلة المتعلقة بإدارة الوثائق وحفظها."),
    Para("ثانياً: اعتماد جداول مدد الحفظ الخاصة بالجهات العامة."),
    Para("ثالثاً: تسلُّم المحفوظات المرحَّلة إليها وحفظها ووصفها وإتاحتها."),
    Para("رابعاً: تشغيل مستودع رقمي موثوق على المستوى الوطني."),
    Para("خامساً: اقتناء الوثائق الخاصة ذات الأهمية الوطنية بالشراء أو الهبة أو الإيداع."),
    Heading(4, "المادة الثانية عشرة: الرقابة والتفتيش"),
    Para(
        "لموظفي الهيئة الذين يصدر بتخويلهم قرار من الرئيس التنفيذي حق التفتيش على الوثائق وأماكن "
        "حفظها لدى أي جهة عامة، وإخطار رئيسها بالإجراءات الواجب اتخاذها لإزالة أي مخالفة."
    ),
    Heading(2, "الفصل الثاني: ترحيل الوثائق وإتلافها"),
    Heading(4, "المادة ١٣"),
    Para(
        "(١) تُرحَّل الوثائق المقرر حفظها حفظاً دائماً إلى الهيئة في موعد لا يجاوز (٢٠) عشرين سنة من "
        "تاريخ آخر وثيقة في الملف."
    ),
    Para(
        "(٢) تُرحَّل الوثائق الإلكترونية مع بياناتها الوصفية، ولا يجوز للجهة المرحِّلة الاحتفاظ بنسخة "
        "منها إلا بموافقة الهيئة."
    ),
    Heading(4, "المادة (١٤): الإتلاف"),
    Para("(١) لا يجوز إتلاف أي وثيقة عامة إلا وفقاً لجدول مدد الحفظ المعتمد من الهيئة."),
    Para(
        "(٢) تُطبَّق مدد الحفظ الواردة في الملحق (١) المرافق لهذا القانون على الجهات العامة إلى أن "
        "تُعتمد جداولها الخاصة."
    ),
    Heading(1, "الباب الثالث: الاطلاع على المحفوظات"),
    Heading(2, "الفصل الأول: حق الاطلاع"),
    Heading(4, "المادة (١٥): شروط الاطلاع ومدد الحظر"),
    Para(
        "(١) يحق لكل شخص الاطلاع على المحفوظات المودعة لدى الهيئة، دون أن يُلزم ببيان أسباب طلبه أو "
        "إثبات مصلحة فيه، وذلك مع مراعاة أحكام هذه المادة."
    ),
    Para(
        "(٢) استثناءً من حكم البند (١) من هذه المادة، لا يجوز الاطلاع على الوثائق التي تندرج ضمن "
        "إحدى الفئات المنصوص عليها في البند (٤) إلا بعد انقضاء مدة الحظر المقررة لها."
    ),
    Para("(٣) يجوز الاطلاع فور الترحيل، ودون التقيد بأي مدة حظر، على الوثائق الآتية:"),
    Para("أ- الوثائق التي سبق نشرها أو إتاحتها للجمهور بطريقة مشروعة."),
    Para("ب- التشريعات والأعمال التحضيرية الخاصة بها بعد صدورها."),
    Para("ج- السجلات والإحصاءات والتقارير التي يوجب القانون نشرها."),
    Para("(٤) تكون مدد الحظر على النحو الآتي، وتُحسب من تاريخ أحدث وثيقة في الملف:"),
    Para("أولاً: خمس وعشرون سنة للوثائق التي يترتب على الاطلاع عليها المساس بما يأتي:"),
    Para("أ- سرية مداولات مجلس الوزراء."),
    Para("ب- إدارة العلاقات الخارجية للدولة."),
    Para("ج- الأسرار التجارية والصناعية."),
    Para(
        "ثانياً: خمسون سنة للوثائق التي يترتب على الاطلاع عليها المساس بالدفاع أو بأمن الدولة أو "
        "بحرمة الحياة الخاصة."
    ),
    Para(
        "ثالثاً: خمس وسبعون سنة، أو خمس وعشرون سنة من تاريخ وفاة الشخص المعني أيهما أقرب، لوثائق "
        "التحقيقات الجنائية والدعاوى المنظورة أمام المحاكم."
    ),
    Para(
        "رابعاً: مائة سنة، أو خمس وعشرون سنة من تاريخ الوفاة أيهما أقرب، للوثائق المتعلقة بالقُصَّر "
        "وللوثائق المشمولة بالسرية الطبية."
    ),
    Para(
        "خامساً: مائة وعشرون سنة من تاريخ الميلاد لملفات الموظفين العموميين، إذا لم يكن تاريخ "
        "الوفاة معلوماً."
    ),
    Para(
        "(٥) لا يجوز في أي حال الاطلاع على الوثائق التي قد يؤدي الاطلاع عليها إلى تصميم أسلحة "
        "الدمار الشامل أو تصنيعها أو استخدامها."
    ),
    Para(
        "(٦) استثناءً من حكم البند (٤)، يجوز للهيئة أن تأذن بالاطلاع على الوثيقة قبل انقضاء مدة "
        "الحظر، بناءً على طلب صاحب الشأن، متى توافرت الشروط الآتية:"
    ),
    Para(
        "أ- أن تكون لمقدم الطلب مصلحة مشروعة، ولا سيما لأغراض البحث العلمي أو التاريخي أو إثبات "
        "الحقوق."
    ),
    Para("ب- أن ترجح المصلحة في الاطلاع على المصلحة التي يحميها الحظر."),
    Para(
        "ج- أن يتعهد مقدم الطلب كتابةً بعدم إفشاء البيانات الشخصية الواردة في الوثيقة إلا في صورة "
        "لا تسمح بتحديد هوية أصحابها."
    ),
    Para(
        "(٧) تصدر الهيئة قرارها في الطلب المشار إليه في البند (٦) بعد أخذ رأي الجهة العامة التي "
        "صدرت عنها الوثيقة، ويُعد انقضاء (٣٠) يوماً من تاريخ إخطارها دون رد موافقةً ضمنية."
    ),
    Para(
        "(٨) إذا كان الحظر يشمل جزءاً من الوثيقة دون باقيها، أتاحت الهيئة الاطلاع على الجزء غير "
        "المحظور بعد حجب البيانات المحظورة، ما لم يؤدِّ الحجب إلى إفراغ الوثيقة من مضمونها."
    ),
    Para(
        "(٩) تبت الهيئة في طلب الاطلاع خلال ثلاثين يوماً من تاريخ تقديمه، ويجب أن يكون قرار الرفض "
        "كتابياً ومسبباً، وأن يتضمن بيان مدة الحظر المنطبقة وتاريخ انقضائها."
    ),
    Para(
        "(١٠) لمن رُفض طلبه أن يتظلم إلى مجلس إدارة الهيئة خلال (٦٠) يوماً، ويكون الطعن في القرار "
        "الصادر في التظلم أمام المحكمة الإدارية المختصة."
    ),
    Para(
        "(١١) تسري أحكام هذه المادة على الوثائق العامة التي لم تُرحَّل بعد إلى الهيئة، وتباشر الجهة "
        "العامة الحائزة لها الاختصاصات المقررة للهيئة بموجبها."
    ),
    Para(
        "(١٢) تنشر الهيئة سنوياً بياناً بفئات الوثائق المحظور الاطلاع عليها، مع بيان مدة الحظر "
        "المقررة لكل فئة والسنة التي تنقضي فيها."
    ),
    Heading(4, "المادة (١٦): إجراءات تقديم الطلب"),
    Para(
        "(١) يُقدم طلب الاطلاع كتابةً أو بالوسائل الإلكترونية إلى الهيئة أو إلى الجهة العامة الحائزة "
        "للوثيقة."
    ),
    Para("(٢) تُطبق على الطلب المواعيد المنصوص عليها في البند (٩) من المادة (١٥)."),
    Heading(4, "المادة (١٧)"),
    Para("يكون الاطلاع على المحفوظات في قاعات الهيئة بالمجان."),
    Heading(4, "المادة ١٨: النسخ وإعادة الاستخدام"),
    Para(
        "لكل شخص الحصول على نسخ من المحفوظات المتاحة للاطلاع مقابل رسم لا يجاوز تكلفة النسخ، وله "
        "إعادة استخدام المعلومات الواردة فيها مع مراعاة حقوق الغير."
    ),
    Heading(2, "الفصل الثاني: حماية البيانات الشخصية"),
    Heading(4, "المادة (١٩): معالجة البيانات لأغراض الحفظ"),
    Para(
        "(١) تكون معالجة الهيئة للبيانات الشخصية لأغراض الحفظ للمصلحة العامة مشروعة متى كانت لازمة "
        "لممارسة الاختصاصات المنصوص عليها في المادة الحادية عشرة."
    ),
    Para(
        "(٢) تتخذ الهيئة التدابير اللازمة لحماية حقوق أصحاب البيانات، ومنها الترميز المستعار "
        "(Pseudonymisation) كلما كان ذلك مناسباً."
    ),
    Heading(1, "الباب الرابع: العقوبات"),
    Heading(4, "المادة (٢٠): إتلاف الوثائق العامة أو تعديلها"),
    Para(
        "(١) مع عدم الإخلال بأي عقوبة أشد ينص عليها قانون آخر، يُعاقب بالحبس مدة لا تزيد على ثلاث "
        "سنوات وبالغرامة التي لا تزيد على (50,000) خمسين ألف دينار، أو بإحدى هاتين العقوبتين، كل "
        "من أتلف أو عدّل أو أخفى عمداً وثيقة عامة دون سند من القانون."
    ),
    Para(
        "(٢) يُعاقب بالغرامة التي لا تزيد على (10,000) عشرة آلاف دينار كل من ارتكب أحد الأفعال "
        "المشار إليها في البند (١) من هذه المادة نتيجة إهمال جسيم."
    ),
    Heading(4, "المادة (٢١): إخراج المحفوظات من الدولة"),
    Para(
        "يُعاقب بالغرامة التي لا تزيد على (100,000) مائة ألف دينار كل من أخرج من الدولة وثيقة من "
        "المحفوظات دون إذن كتابي من الهيئة، وتُصادر الوثيقة في جميع الأحوال."
    ),
    Heading(1, "الباب الخامس: أحكام انتقالية وختامية"),
    Columns(2),
    Heading(2, "الفصل الأول: أحكام انتقالية"),
    Heading(4, "المادة (٢٢): وثائق دار الوثائق الوطنية"),
    Para(
        "(١) تُعد الوثائق المحفوظة لدى دار الوثائق الوطنية في تاريخ العمل بهذا القانون مرحَّلة إلى "
        "الهيئة وفقاً لأحكام المادة ١٣."
    ),
    Para("(٢) يُنقل موظفو الدار إلى الهيئة بدرجاتهم ورواتبهم."),
    Heading(4, "المادة (٢٣): الرقمنة وتحويل الصيغ"),
    Para("(١) تُعطى الأولوية في برامج الرقمنة للمحفوظات الحيوية المحددة وفقاً للمادة ٧."),
    Para(
        "(٢) تُحوَّل الوثائق الإلكترونية المحفوظة بصيغ مغلقة، مع مراعاة حكم المادة (٦)، إلى الصيغ "
        "المعتمدة خلال ثلاث سنوات من تاريخ العمل بهذا القانون."
    ),
    Columns(1),
    Heading(2, "الفصل الثاني: أحكام ختامية"),
    Heading(4, "المادة (٢٤): اللائحة التنفيذية"),
    Para("يُصدر الوزير اللائحة التنفيذية لهذا القانون خلال ستة أشهر من تاريخ نشره."),
    Heading(4, "المادة (٢٥): الإلغاء"),
    Para("يُلغى القانون رقم (٥) لسنة ١٩٩٨ المشار إليه، كما يُلغى كل حكم يخالف أحكام هذا القانون."),
    Heading(4, "المادة (٢٦): النشر والنفاذ"),
    Para(
        "على الوزراء، كلٌّ فيما يخصه، تنفيذ هذا القانون، ويُنشر في الجريدة الرسمية، ويُعمل به اعتباراً "
        "من ١ يناير ٢٠٢٧م."
    ),
    Para("صدر في قصر الرئاسة بمدينة الواحة بتاريخ ١٦ مارس ٢٠٢٦م", style="Signature"),
    Para("رئيس دولة الواحة", style="Signature"),
    Para("راشد بن حمدان العامري", style="Signature"),
    PageBreak(),
    Heading(1, "الملحق (١): جدول مدد الحفظ"),
    Para("(المشار إليه في البند (٢) من المادة (١٤))"),
    Table(
        rows=(
            ("الرمز", "فئة الوثائق", "مدة الحفظ لدى الجهة", "المآل النهائي", "ملاحظات"),
            ("ج-١", "محاضر مجلس الوزراء", "١٠ سنوات", "الترحيل", "حظر ٢٥ سنة"),
            ("ج-٢", "التشريعات وأعمالها التحضيرية", "١٠ سنوات", "الترحيل", "متاحة فور الترحيل"),
            (
                "ج-٣",
                "ملفات الموظفين",
                "٥٠ سنة من انتهاء الخدمة",
                "ترحيل عينة 5%",
                "حظر ١٢٠ سنة من الميلاد",
            ),
            ("ج-٤", "كشوف الرواتب", "٨٠ سنة من الميلاد", "الإتلاف", "تُرحَّل الكشوف الإجمالية"),
            ("ج-٥", "ملفات المشتريات", "١٠ سنوات من آخر دفعة", "ترحيل عينة", "—"),
            ("ج-٦", "المستندات المحاسبية", "١٠ سنوات", "الإتلاف", "تُرحَّل الحسابات الختامية"),
            ("ج-٧", "رخص البناء", "٣٠ سنة", "الترحيل", "تُرقمن بصيغة (PDF/A)"),
            ("ج-٨", "سجلات الأحوال المدنية", "١٠٠ سنة", "الترحيل", "محفوظات حيوية"),
            ("ج-٩", "الأحكام القضائية", "٣٠ سنة", "الترحيل", "حظر ٧٥ سنة"),
            ("ج-١٠", "محتوى منصات التواصل", "٥ سنوات", "الإتلاف", "انظر المادة ٤ مكرر"),
        ),
    ),
)

QANUN_AR = SampleDoc(
    stem="qanun_ar_archives",
    language="ar",
    kind="legislation",
    direction="rtl",
    running_header="قانون المحفوظات الإلكترونية",
    running_footer="الجريدة الرسمية لدولة الواحة — العدد (٤٢) — ٢٢ مارس ٢٠٢٦م",
    blocks=_AR_BLOCKS,
)

DOCUMENTS: list[SampleDoc] = [LAW_EN, LOI_FR, QANUN_AR]
