package io.github.rageval.engine.goldenset.grow;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each kind of personal data, found and not found, and the share that drops a query. */
class PersonalDataTest {
    private static PersonalData.Redacted redact(String query) {
        return PersonalData.redact(query);
    }

    private static void redacts(String query, String expected, PersonalKind kind) {
        PersonalData.Redacted redacted = redact(query);
        assertThat(redacted.text()).as(query).isEqualTo(expected);
        assertThat(redacted.found()).as(query).isEqualTo(Map.of(kind, 1));
    }

    private static void keeps(String query) {
        PersonalData.Redacted redacted = redact(query);
        assertThat(redacted.text()).as(query).isEqualTo(query);
        assertThat(redacted.found()).as(query).isEmpty();
    }

    @Test
    void emailAddresses() {
        redacts("reset password for jane.doe+shop@example.co.uk please", "reset password for <email> please",
                PersonalKind.EMAIL);
        redacts("invoice to müller@beispiel.de", "invoice to <email>", PersonalKind.EMAIL);
        keeps("what does @mention do in slack");
        keeps("email me at support");
    }

    @Test
    void phoneNumbersInternationalNationalAndNorthAmerican() {
        redacts("call +49 30 1234567 about my order", "call <phone> about my order", PersonalKind.PHONE);
        redacts("callback 030 1234567", "callback <phone>", PersonalKind.PHONE);
        redacts("mon numéro 01 23 45 67 89", "mon numéro <phone>", PersonalKind.PHONE);
        redacts("call me at (555) 234-5678", "call me at <phone>", PersonalKind.PHONE);
        redacts("room 12 0301234567", "room 12 <phone>", PersonalKind.PHONE);
        keeps("opening hours on 01.02.2024 10:30");
        keeps("order 12345678 not delivered");
        keeps("iso 8601 dates like 2024-01-15");
    }

    @Test
    void nationalNumbersWrittenWithoutATrunkPrefix() {
        redacts("call 98765 43210 for delivery", "call <phone> for delivery", PersonalKind.PHONE);
        redacts("my number 9876543210", "my number <phone>", PersonalKind.PHONE);
        redacts("联系 138 1234 5678 退款", "联系 <phone> 退款", PersonalKind.PHONE);
        redacts("llamar al 612 345 678 hoy", "llamar al <phone> hoy", PersonalKind.PHONE);
        redacts("llamar al 912-34-56-78", "llamar al <phone>", PersonalKind.PHONE);
        redacts("позвонить 8 (912) 345-67-89", "позвонить <phone>", PersonalKind.PHONE);
        redacts("позвонить 89123456789", "позвонить <phone>", PersonalKind.PHONE);
        keeps("order 12345678 not delivered");
        keeps("error 500 after 3 retries in 2024");
    }

    @Test
    void usSocialSecurityNumbersAsTheSsaIssuesThem() {
        redacts("my ssn is 123-45-6789 help", "my ssn is <id> help", PersonalKind.NATIONAL_ID);
        redacts("ssn 123 45 6789", "ssn <id>", PersonalKind.NATIONAL_ID);
        // Never issued: area 000, 666 or 9xx, group 00, serial 0000.
        assertThat(redact("ssn 000-12-3456").found()).doesNotContainKey(PersonalKind.NATIONAL_ID);
        assertThat(redact("ssn 666-12-3456").found()).doesNotContainKey(PersonalKind.NATIONAL_ID);
        assertThat(redact("ssn 123-00-3456").found()).doesNotContainKey(PersonalKind.NATIONAL_ID);
        assertThat(redact("ssn 123-45-0000").found()).doesNotContainKey(PersonalKind.NATIONAL_ID);
        keeps("part 123-45-6789-01 in stock");
    }

    @Test
    void theValueAfterAWordThatNamesASecret() {
        redacts("login fails with password=hunter two", "login fails with password=<secret> two",
                PersonalKind.SECRET);
        redacts("why is PWD: Summer2024! rejected", "why is PWD: <secret> rejected", PersonalKind.SECRET);
        redacts("api_key=abc&foo=1 does not work", "api_key=<secret>&foo=1 does not work", PersonalKind.SECRET);
        keeps("how do I reset my password");
        keeps("password policy: minimum length");
    }

    @Test
    void cardNumbersWithDots() {
        redacts("charge on 4111.1111.1111.1111 twice", "charge on <card> twice", PersonalKind.CARD);
    }

    @Test
    void paymentCardsOnlyWhenTheLuhnCheckHolds() {
        redacts("charge on 4111 1111 1111 1111 twice", "charge on <card> twice", PersonalKind.CARD);
        redacts("card 5500-0000-0000-0004 declined", "card <card> declined", PersonalKind.CARD);
        // One digit changed: the Luhn check fails, so it is no card (and no phone: 16 digits, no prefix).
        keeps("charge on 4111 1111 1111 1112 twice");
        // An ISBN-13 starts with 978: no card network's range.
        keeps("book 978-3-16-148410-0 in stock");
    }

    @Test
    void ibansOnlyWhenTheMod97CheckHolds() {
        redacts("refund to DE89 3704 0044 0532 0130 00 please", "refund to <iban> please", PersonalKind.IBAN);
        redacts("refund to gb82west12345698765432", "refund to <iban>", PersonalKind.IBAN);
        // One digit changed: no IBAN (nor a card: the Luhn check fails too).
        keeps("refund to GB82 WEST 1234 5698 7654 33 please");
    }

    @Test
    void ipAddressesAndVersionStrings() {
        redacts("blocked from 192.168.10.1 today", "blocked from <ip> today", PersonalKind.IP);
        redacts("ssh to 2001:db8::8a2e:370:7334 fails", "ssh to <ip> fails", PersonalKind.IP);
        redacts("ping fe80::1", "ping <ip>", PersonalKind.IP);
        // An IPv4 address written inside an IPv6 one (RFC 4291, 2.2 form 3) is one address, redacted whole.
        redacts("from ::ffff:192.0.2.128 again", "from <ip> again", PersonalKind.IP);
        redacts("to 64:ff9b::10.1.2.3", "to <ip>", PersonalKind.IP);
        redacts("full 0:0:0:0:0:ffff:1.2.3.4 form", "full <ip> form", PersonalKind.IP);
        // A bare dotted quad cannot be told from an address, so it is taken for one; a marked version is kept.
        redacts("upgrade to 1.2.3.4", "upgrade to <ip>", PersonalKind.IP);
        keeps("upgrade to v1.2.3.4");
        keeps("upgrade to 1.2.3.4.5");
        keeps("meeting at 10:30:00");
        keeps("999.1.1.1 is not an address");
    }

    @Test
    void secretLookingTokens() {
        redacts("my key sk-proj-abcdefghijklmnop1234 leaked", "my key <secret> leaked", PersonalKind.SECRET);
        redacts("token ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ012345 invalid", "token <secret> invalid",
                PersonalKind.SECRET);
        redacts("AKIAIOSFODNN7EXAMPLE rejected", "<secret> rejected", PersonalKind.SECRET);
        redacts("session 9f86d081884c7d659a2feaa0c55ad015 expired", "session <secret> expired",
                PersonalKind.SECRET);
        redacts("user 550e8400-e29b-41d4-a716-446655440000 locked", "user <secret> locked", PersonalKind.SECRET);
        keeps("install-guide-for-version-2024-on-ubuntu-2204");
        keeps("donaudampfschifffahrtsgesellschaftskapitaen");
    }

    @Test
    void aQueryThatIsMostlyPersonalDataIsDroppedAndTheShareIsOfItsCharacters() {
        assertThat(redact("jane.doe@example.com").mostlyPersonal()).isTrue();
        assertThat(redact("jane.doe@example.com +49 30 1234567").found())
                .isEqualTo(Map.of(PersonalKind.EMAIL, 1, PersonalKind.PHONE, 1));
        PersonalData.Redacted kept = redact("how do I change the e-mail address of jane@example.com");
        assertThat(kept.mostlyPersonal()).isFalse();
        assertThat(kept.share()).isEqualTo("jane@example.com".length()
                / (double) "how do I change the e-mail address of jane@example.com".length());
        assertThat(redact("").share()).isZero();
    }
}
