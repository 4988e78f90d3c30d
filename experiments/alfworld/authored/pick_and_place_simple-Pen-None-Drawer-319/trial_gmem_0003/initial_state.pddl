(define (problem plan_trial_gmem_0003)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Pen_bar__minus_00_dot_90_bar__plus_00_dot_75_bar__minus_01_dot_76 - object
        CD_bar__plus_02_dot_58_bar__plus_00_dot_05_bar__plus_00_dot_23 - object
        CreditCard_bar__plus_02_dot_57_bar__plus_00_dot_62_bar__minus_00_dot_16 - object
        KeyChain_bar__plus_02_dot_58_bar__plus_00_dot_62_bar__minus_00_dot_17 - object
        Statue_bar__minus_00_dot_57_bar__plus_01_dot_01_bar__minus_01_dot_80 - object
        Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__minus_00_dot_13 - receptacle
        Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 - receptacle
        Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_91_bar__plus_00_dot_70_bar__minus_01_dot_75 - receptacle
        loc_bar__minus_1_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar_6_bar_3_bar_3_bar_30 - location
        loc_bar_7_bar_1_bar_1_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 BedType)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 DrawerType)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__minus_00_dot_13 DrawerType)
        (receptacleType Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 DresserType)
        (receptacleType Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 ShelfType)
        (receptacleType Shelf_bar__minus_00_dot_91_bar__plus_00_dot_70_bar__minus_01_dot_75 ShelfType)
        (objectType Pen_bar__minus_00_dot_90_bar__plus_00_dot_75_bar__minus_01_dot_76 PenType)
        (objectType CD_bar__plus_02_dot_58_bar__plus_00_dot_05_bar__plus_00_dot_23 CDType)
        (objectType CreditCard_bar__plus_02_dot_57_bar__plus_00_dot_62_bar__minus_00_dot_16 CreditCardType)
        (objectType KeyChain_bar__plus_02_dot_58_bar__plus_00_dot_62_bar__minus_00_dot_17 KeyChainType)
        (objectType Statue_bar__minus_00_dot_57_bar__plus_01_dot_01_bar__minus_01_dot_80 StatueType)
        (canContain DrawerType CDType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PenType)
        (canContain DresserType CDType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType PenType)
        (canContain DresserType StatueType)
        (canContain ShelfType CDType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType StatueType)
        (pickupable Pen_bar__minus_00_dot_90_bar__plus_00_dot_75_bar__minus_01_dot_76)
        (pickupable CD_bar__plus_02_dot_58_bar__plus_00_dot_05_bar__plus_00_dot_23)
        (pickupable CreditCard_bar__plus_02_dot_57_bar__plus_00_dot_62_bar__minus_00_dot_16)
        (pickupable KeyChain_bar__plus_02_dot_58_bar__plus_00_dot_62_bar__minus_00_dot_17)
        (pickupable Statue_bar__minus_00_dot_57_bar__plus_01_dot_01_bar__minus_01_dot_80)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__minus_00_dot_13)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Pen_bar__minus_00_dot_90_bar__plus_00_dot_75_bar__minus_01_dot_76 Shelf_bar__minus_00_dot_91_bar__plus_00_dot_70_bar__minus_01_dot_75)
        (inReceptacle CD_bar__plus_02_dot_58_bar__plus_00_dot_05_bar__plus_00_dot_23 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (inReceptacle CreditCard_bar__plus_02_dot_57_bar__plus_00_dot_62_bar__minus_00_dot_16 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__minus_00_dot_13)
        (inReceptacle KeyChain_bar__plus_02_dot_58_bar__plus_00_dot_62_bar__minus_00_dot_17 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__minus_00_dot_13)
        (inReceptacle Statue_bar__minus_00_dot_57_bar__plus_01_dot_01_bar__minus_01_dot_80 Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75)
        (receptacleAtLocation Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 loc_bar_6_bar_3_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 loc_bar_6_bar_1_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_57_bar__minus_00_dot_13 loc_bar_6_bar_1_bar_1_bar_30)
        (receptacleAtLocation Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 loc_bar_7_bar_1_bar_1_bar_30)
        (receptacleAtLocation Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (receptacleAtLocation Shelf_bar__minus_00_dot_91_bar__plus_00_dot_70_bar__minus_01_dot_75 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (objectAtLocation Pen_bar__minus_00_dot_90_bar__plus_00_dot_75_bar__minus_01_dot_76 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (objectAtLocation CD_bar__plus_02_dot_58_bar__plus_00_dot_05_bar__plus_00_dot_23 loc_bar_7_bar_1_bar_1_bar_30)
        (objectAtLocation CreditCard_bar__plus_02_dot_57_bar__plus_00_dot_62_bar__minus_00_dot_16 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation KeyChain_bar__plus_02_dot_58_bar__plus_00_dot_62_bar__minus_00_dot_17 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Statue_bar__minus_00_dot_57_bar__plus_01_dot_01_bar__minus_01_dot_80 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PenType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
